import type { ProductItem } from '../../schemas';
import type { Env } from '../env';
import { restockBook } from './restock-book';

/** A visitor's sign-up from the product page: their notice is written in the site's language. */
export async function signUpForRestock(env: Env, websiteId: string, product: ProductItem, sku: string, email: string, joinMailingList: boolean): Promise<void> {
  await restockBook(env, websiteId).signUp({ productId: product.id, sku, email, siteUserId: null, language: null, joinMailingList }, Date.now());
}
