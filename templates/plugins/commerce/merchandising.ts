// Fragments driven by the product's merchandising context (spec section 3):
// the status badge, the restock sign-up forms and the scarcity messages.
import { FALLBACK_SOLD_OUT } from '../../../schemas/messages';
import { isOnSale, isSoldOut } from '../../../schemas/availability';
import productStatus from '../../fragments/commerce/product-status';
import restockNotification from '../../fragments/commerce/restock-notification';
import scarcity from '../../fragments/commerce/scarcity';
import type { Env, Formatter } from '../registry';
import { child, toText, truthy } from '../../values';
import { fillPlaceholders, isRecord, merchandising, siteValue } from './context';
import { fragment } from '../fragment';
import { productOf } from './product';

const status = fragment(productStatus);
const restock = fragment(restockNotification);
const scarcityMessages = fragment(scarcity);

/** 'sold out' first (in the store's own words if it set them), else 'sale', else nothing. */
function statusOf(item: unknown, env: Env): string {
  const product = productOf(item);
  if (!product) return '';
  if (isSoldOut(product)) {
    const custom = child(merchandising(env, child(item, 'id')), 'customSoldOutText');
    return status(env, item, { soldOut: typeof custom === 'string' && custom !== '' ? custom : FALLBACK_SOLD_OUT });
  }
  return isOnSale(product) ? status(env, item, { sale: 'sale' }) : '';
}

function restockOf(item: unknown, env: Env): string {
  const productId = child(item, 'id');
  const context = merchandising(env, productId);
  if (!context || !Array.isArray(context.restockNotificationViews)) return '';
  return restock(env, context, { productId, captcha: truthy(siteValue(env, ['website', 'captchaSettings', 'siteKey'])) });
}

function scarcityOf(item: unknown, env: Env): string {
  const context = merchandising(env, child(item, 'id'));
  if (!context || context.scarcityEnabled !== true || !Array.isArray(context.scarcityTemplateViews)) return '';
  const text = toText(context.scarcityText);
  const views = context.scarcityTemplateViews.filter(isRecord).map((view) => ({
    attributes: isRecord(view.attributes) ? view.attributes : undefined,
    text: fillPlaceholders(text, { qtyInStock: toText(view.qtyInStock) }),
  }));
  return scarcityMessages(env, context, { views, hidden: context.scarcityShownByDefault !== true });
}

export const merchandisingFormatters: Record<string, Formatter<unknown>> = {
  'product-status': { format: (value, _args, env) => statusOf(value, env) },
  'product-restock-notification': { format: (value, _args, env) => restockOf(value, env) },
  'product-scarcity': { format: (value, _args, env) => scarcityOf(value, env) },
};
