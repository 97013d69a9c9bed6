import { PageType, RESTOCK_FORM_PATH, translated, type ProductItem } from '../../schemas';
import { developmentCheckHtml } from '../forms/development-check';
import { restockFormId } from '../pages/visitor-forms';
import { privatePage } from '../render/private-page';
import type { PageAnswer } from '../render/stream-page';
import { usesDevelopmentCheck } from '../services/captcha';
import type { Storefront } from '../storefront';

/** What a restock form posted without scripts sent, kept to show again. */
export interface RestockPosted {
  variantId: string;
  email: string;
  joinMailingList: boolean;
}

/**
 * The answer to a restock form posted without scripts, in the site's layout:
 * the text that replaces the form, or why it was not taken with the form
 * again, the address and the mailing-list choice kept, in the same markup
 * the product page has (so scripts enhance it the same way) and posting the
 * same way. Never a GET: the address stays out of every URL.
 */
export async function restockPage(storefront: Storefront, product: ProductItem, posted: RestockPosted, outcome: { ok: boolean; message: string }, status: number): Promise<PageAnswer | null> {
  const [site, { messages }] = await Promise.all([storefront.settings(), storefront.locale()]);
  const merchandising = product.merchandising;
  const words = merchandising?.restockNotificationMessages;
  const formId = restockFormId(product.id, posted.variantId);
  const captcha = site?.website.captchaSettings.siteKey ? (usesDevelopmentCheck(storefront.env) ? developmentCheckHtml(messages, formId) : '') : null;
  const body = (
    <section className="restock-page">
      <h1>{product.title}</h1>
      {outcome.ok ? (
        <p className="product-restock-success" role="status">
          {translated(outcome.message, messages)}
        </p>
      ) : (
        <div className="product-restock-notification" data-product-id={product.id} data-variant-id={posted.variantId}>
          <p className="product-restock-error" role="alert">
            {translated(outcome.message, messages)}
          </p>
          {words?.CTAText && <span className="product-restock-cta">{words.CTAText}</span>}
          <form className="product-restock-form" method="post" action={RESTOCK_FORM_PATH} id={formId}>
            <input type="hidden" name="crumb" value={storefront.visitor.crumb} />
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="variantId" value={posted.variantId} />
            <label>
              {messages.EMAIL_LABEL}{' '}
              <input type="text" name="email" defaultValue={posted.email} placeholder={words?.placeholderText} autoComplete="email" spellCheck={false} />
            </label>
            <input className="sqs-editable-button" type="submit" value={words?.buttonText || messages.RESTOCK_SIGN_UP_BUTTON} />
          </form>
          {merchandising?.mailingListSignUpEnabled && (
            <label className="product-restock-mailing-list">
              <input type="checkbox" name="isJoinMailingList" form={formId} defaultChecked={posted.joinMailingList} />
              {words?.mailingListDescription}
            </label>
          )}
          {captcha !== null && <div className="captcha-container" dangerouslySetInnerHTML={{ __html: captcha }} />}
        </div>
      )}
      <p>
        <a href={product.fullUrl}>{messages.BACK_TO_PAGE}</a>
      </p>
    </section>
  );
  return privatePage(storefront, product.title, outcome.ok ? PageType.PAGE : PageType.ERROR, body, status);
}
