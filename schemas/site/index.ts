// A published site and its content: settings, collections, items, images, keys, paths, users; the configuration it is served on.
export * from './account-link';
export * from './collection';
export * from './content-types';
export * from './cookies';
export * from './deployment';
export * from './gallery';
export * from './ids';
export * from './image';
export * from './media';
export * from './owner-tokens';
export * from './page-type';
export * from './paths';
export * from './promo-popup';
export * from './site-keys';
export * from './site-user-requests';
export * from './site-users';
export * from './site';
