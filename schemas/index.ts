// The domain model shared by worker, engine and client. The browser bundle must
// import the zod-free modules directly (currency-codes, currency, cart-pill,
// cookies, product-type, availability, messages, content-types, page-type, email, census,
// web-vitals, analytics-reports, installments, storefront, address, form-answers, site-users), never this index, or it ships the whole schema library.
export * from './money';
export * from './currency';
export * from './product';
export * from './availability';
export * from './site';
export * from './collection';
export * from './content-types';
export * from './page-type';
export * from './image';
export * from './media';
export * from './merchandising';
export * from './form';
export * from './cart';
export * from './cart-pill';
export * from './cookies';
export * from './site-keys';
export * from './ids';
export * from './messages';
export * from './messages-for';
export * from './message-lookup';
export * from './add-to-cart-rules';
export * from './email';
export * from './restock';
export * from './census';
export * from './census-requests';
export * from './web-vitals';
export * from './analytics-reports';
export * from './address';
export * from './shipping-rules';
export * from './tax-rules';
export * from './coupons';
export * from './checkout';
export * from './order';
export * from './form-answers';
export * from './installments';
export * from './storefront';
export * from './add-to-cart-form';
export * from './site-users';
export * from './site-user-requests';
