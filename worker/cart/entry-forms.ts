import type { FormDefinition, ShoppingCart } from '../../schemas';
import type { SiteStore } from '../content/site-store';

/** The custom form of each product in the cart that has one, by item id: the cart page labels the answers with it. */
export async function entryForms(site: SiteStore, cart: ShoppingCart): Promise<Record<string, FormDefinition>> {
  const products = await site.products([...new Set(cart.entries.map((entry) => entry.itemId))]);
  const forms: Record<string, FormDefinition> = {};
  for (const product of products) {
    const form = product.structuredContent.additionalFieldsForm;
    if (form) forms[product.id] = form;
  }
  return forms;
}
