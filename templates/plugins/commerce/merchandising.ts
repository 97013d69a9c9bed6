// Fragments driven by the product's merchandising context (reference
// `product-status`, `product-restock-notification`, `product-scarcity`).
import { toJsonAttribute } from '../../json';
import { child, printed, toBoolean, toText, truthy } from '../../values';
import { escapeAttribute } from '../escape';
import type { Env, Formatter } from '../registry';
import { seen } from '../scope';
import { merchandising, message, truthyText } from './context';
import { isOnSale, isSoldOut } from './product';

/** 'sold out' first (in the store's own words if it set them), else 'sale', else nothing. */
function productStatus(item: unknown, env: Env): string | undefined {
  if (isSoldOut(item)) {
    const custom = toText(child(merchandising(item, env), 'customSoldOutText'));
    const text = custom !== '' ? custom : truthyText(item, env, 'productSoldOutText', 'sold out');
    return `<div class="product-mark sold-out">${escapeAttribute(text)}</div>`;
  }
  if (isOnSale(item)) return `<div class="product-mark sale">${truthyText(item, env, 'productSaleText', 'sale')}</div>`;
  return undefined;
}

function restockNotification(item: unknown, env: Env): string {
  const context = merchandising(item, env);
  const views = child(context, 'restockNotificationViews');
  const texts = child(context, 'restockNotificationMessages');
  const text = (key: string) => escapeAttribute(toText(child(texts, key)));
  const mailing = truthy(child(context, 'mailingListSignUpEnabled'))
    ? `  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${truthy(child(context, 'mailingListOptInByDefault')) ? ' checked' : ''}>${text('mailingListDescription')}</label>`
    : '';
  const captcha = truthy(seen(item, env, ['website', 'captchaSettings', 'siteKey'])) ? '  <div class="captcha-container"></div>' : '';
  let out = '\n'.repeat(6);
  if (!Array.isArray(views)) return out;
  for (const view of views) {
    out += `\n<div class="product-restock-notification" data-product-id="${printed(child(item, 'id'))}" data-variant-id="${printed(child(view, 'variantId'))}"${truthy(child(view, 'hiddenByDefault')) ? ' hidden' : ''}>
  <span class="product-restock-cta">${text('CTAText')}</span>
  <form class="product-restock-form" action="#">
    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${text('placeholderText')}">
    <input class="sqs-editable-button" type="submit" value="${text('buttonText')}">
  </form>
${mailing}
${captcha}
</div>\n`;
  }
  return out;
}

function scarcity(item: unknown, env: Env): unknown {
  if (seen(item, env, ['productMerchandisingContext']) === undefined) return item;
  const context = merchandising(item, env);
  const views = child(context, 'scarcityTemplateViews');
  if (context === undefined || !toBoolean(child(context, 'scarcityEnabled')) || !Array.isArray(views)) return item;
  const pattern = toText(child(context, 'scarcityText'));
  let out = '';
  for (const view of views) {
    const attributes = child(view, 'attributes');
    const hidden = truthy(attributes) ? ` data-variant-attributes="${toJsonAttribute(attributes)}" hidden` : '';
    const text = escapeAttribute(message(env, pattern, { qtyInStock: child(view, 'qtyInStock') }));
    out += `\n  <div class="product-scarcity"${hidden}>\n    ${text}\n  </div>\n`;
  }
  return out;
}

export const merchandisingFormatters: Record<string, Formatter<unknown>> = {
  'product-status': { format: (value, _args, env) => productStatus(value, env) },
  'product-restock-notification': { format: (value, _args, env) => restockNotification(value, env) },
  'product-scarcity': { format: (value, _args, env) => scarcity(value, env) },
};

