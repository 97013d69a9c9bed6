import { messagesFor } from '../../schemas/messages';
import { execute, type CompiledTemplate } from '../../templates';
import { isProductItem, LAYOUT_TEMPLATE, type PublishedSite } from '../../schemas';
import { cachedBody } from '../content/isolate-cache';
import type { SiteStore } from '../content/site-store';
import type { Log } from '../logging';
import { addToCartForms, type FormProduct, type FormsState } from './add-to-cart-forms';
import type { PageContext } from './page-context';
import { accountLinks } from './account-links';
import { stockMarks } from './stock-marks';
import { visitorForms } from './visitor-forms';

export const BODY_UNAVAILABLE = '<p class="page-error">This page could not be shown. Please try again later.</p>';

function run(template: CompiledTemplate, name: string, data: unknown, locale: string, log: Log): string {
  const { output, errors } = execute(template, data, { locale });
  // Engine errors are for the site owner's logs, never for visitors (spec section 8).
  for (const error of errors) log.warn(`template ${name} ${error.line}:${error.column} ${error.message}`);
  return output;
}

function inLayout(layout: CompiledTemplate | null, data: PageContext, content: string, language: string, log: Log): string {
  return layout ? run(layout, LAYOUT_TEMPLATE, { ...data, squarespace: { 'main-content': content } }, language, log) : content;
}

/** The products a page shows, by id: their buttons' forms and states follow from them. */
function productsOf(data: PageContext): Map<string, FormProduct> {
  const products = new Map<string, FormProduct>();
  for (const item of [...(data.items ?? []), ...(data.item ? [data.item] : [])]) {
    if (isProductItem(item)) products.set(item.id, item);
  }
  return products;
}

/** The live stock the page shows, product by product: with the publish's version and the page, it names the body. */
function stockOf(products: ReadonlyMap<string, FormProduct>): string {
  let signature = '';
  for (const [itemId, { structuredContent }] of products) {
    signature += `${itemId}:${structuredContent.variants.map((variant) => (variant.unlimited ? '*' : variant.qtyInStock)).join(',')};`;
  }
  return signature;
}

/**
 * The page's template output, wrapped in the site's layout at
 * `{squarespace.main-content}`, with its add-to-cart buttons made forms and
 * its product details marked for the client's live stock. A page rendered for
 * everyone names itself by `cacheAs` (a PageSource's bodyKey), and the isolate
 * keeps its body for the same version and stock; a page for one visitor has
 * none. It never rejects: by the time it settles the head has been sent and
 * the status is fixed.
 */
export async function renderBody(
  store: SiteStore,
  site: PublishedSite,
  templateName: string,
  context: Promise<PageContext>,
  forms: FormsState = { crumb: '' },
  cacheAs?: string,
): Promise<string> {
  try {
    const [data, template, layout] = await Promise.all([context, store.template(site, templateName), store.template(site, LAYOUT_TEMPLATE)]);
    if (!template) throw new Error(`template ${templateName} is missing`);
    const products = productsOf(data);
    const render = async () => {
      const { language } = site.website;
      const content = run(template, templateName, data, language, store.log);
      const html = inLayout(layout, data, content, language, store.log);
      const messages = messagesFor(language);
      const rewriter = accountLinks(visitorForms(stockMarks(addToCartForms(products, forms, messages), data), forms, messages), messages);
      return await rewriter.transform(new Response(html)).text();
    };
    return await (cacheAs === undefined ? render() : cachedBody(`${site.version}|${templateName}|${cacheAs}|${stockOf(products)}`, render));
  } catch (error) {
    store.log.error('page body failed', error);
    return BODY_UNAVAILABLE;
  }
}

/**
 * Markup of our own (the cart and checkout pages) inside the site's layout,
 * like every other page. Without a usable layout the markup stands alone.
 */
export async function renderInLayout(store: SiteStore, site: PublishedSite, context: Promise<PageContext>, content: string): Promise<string> {
  try {
    const [data, layout] = await Promise.all([context, store.template(site, LAYOUT_TEMPLATE)]);
    return inLayout(layout, data, content, site.website.language, store.log);
  } catch (error) {
    store.log.error('layout failed', error);
    return content;
  }
}
