import { app } from './app';

export { CartObject } from './cart/cart-object';
export { StockObject } from './stock/stock-object';
export { OrderBook } from './orders/order-book';
export { RateLimitObject } from './rate-limit';
export { SubmissionKeyObject } from './forms/submission-keys';
export { FormSubmissionsObject } from './forms/form-submissions';
export { SiteAnalytics } from './analytics/site-analytics';
export { DevOutbox } from './services/mail/dev-outbox';
export { SiteUserDirectory } from './site-users/site-user-directory';
export { RestockBook } from './restock/restock-book';
export { OwnerTokenBook } from './owner-tokens';
export { CheckoutPayment } from './payments/checkout-payment';

export default app satisfies ExportedHandler<import('./env').Env>;
