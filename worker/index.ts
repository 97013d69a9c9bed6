import { app } from './app';

export { CartObject } from './cart/cart-object';

export default app satisfies ExportedHandler<import('./env').Env>;
