// The domain model shared by worker, engine and client. The browser bundle must
// import the zod-free modules directly (currency-codes, currency, cart-pill,
// cookies, product-type, availability, messages), never this index, or it ships the whole schema library.
export * from './money';
export * from './currency';
export * from './product';
export * from './availability';
export * from './site';
export * from './cart';
export * from './cart-pill';
export * from './cookies';
export * from './site-keys';
export * from './messages';
