import { RESTOCK_FORM_PATH, type Messages } from '../../schemas';
import { escapeAttribute } from '../../templates';
import { developmentCheckHtml } from '../forms/development-check';
import type { FormsState } from './add-to-cart-forms';

/** The restock form of a product's variant: the mailing-list box and the captcha beside it join it by this id. */
export const restockFormId = (productId: string, variantId: string) => `restock-${productId}-${variantId}`;

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeAttribute(value)}">`;

/**
 * Finishes the visitors' forms of the engine's markup, which stays the
 * reference's: each restock form (`action="#"`, which a browser without
 * scripts sends as a GET with the address in the URL) becomes a post to
 * RESTOCK_FORM_PATH naming its product and variant, the mailing-list box and
 * the captcha beside it joining it; and in local development without captcha
 * keys, every captcha container holds the development check, so the demo's
 * forms work offline and without scripts (#27).
 */
export function visitorForms(rewriter: HTMLRewriter, state: FormsState, messages: Messages): HTMLRewriter {
  let restockForm: string | null = null;
  let ids: { productId: string; variantId: string } | null = null;
  return rewriter
    .on('.product-restock-notification[data-product-id][data-variant-id]', {
      element(notification) {
        ids = { productId: notification.getAttribute('data-product-id') ?? '', variantId: notification.getAttribute('data-variant-id') ?? '' };
        restockForm = restockFormId(ids.productId, ids.variantId);
        notification.onEndTag(() => {
          restockForm = null;
          ids = null;
        });
      },
    })
    .on('.product-restock-notification .product-restock-form', {
      element(form) {
        if (restockForm === null || ids === null) return;
        form.setAttribute('method', 'post');
        form.setAttribute('action', RESTOCK_FORM_PATH);
        form.setAttribute('id', restockForm);
        form.prepend(hidden('crumb', state.crumb) + hidden('productId', ids.productId) + hidden('variantId', ids.variantId), { html: true });
      },
    })
    .on('.product-restock-notification input[name="isJoinMailingList"]', {
      element(box) {
        if (restockForm !== null) box.setAttribute('form', restockForm);
      },
    })
    .on('.captcha-container', {
      element(container) {
        if (state.developmentCheck) container.append(developmentCheckHtml(messages, restockForm ?? undefined), { html: true });
      },
    });
}
