// The dashboard's lists (issue #28): orders, inventory, restock sign-ups and
// form submissions, each for the roles that open its area, answered by
// worker/routes/dashboard-lists.ts's routes. Pages of the server alone: every
// change is a form posted with the crumb (checked by the /config middleware)
// and answered with a redirect to the page, so reloading never sends it
// twice. Loaded when an owner first opens a list (#30).
import type { Context } from 'hono';
import * as z from 'zod';
import { decimalToCents, formatMoney, InventoryUpdateSchema, ProductVariantSchema, RecordType, type CurrencyCode, type InventoryUpdate } from '../../schemas';
import { FORM_NOT_CONFIGURED, ITEM_NOT_FOUND, ORDER_NOT_FOUND, REQUEST_UNREADABLE, RESTOCK_SEND_OUT_OF_STOCK, STOCK_BELOW_ZERO, STOCK_NOT_TRACKED, VARIANT_UNAVAILABLE } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { formSubmissions } from '../forms/form-submissions';
import { submissionColumns, submissionRow } from '../forms/submission-rows';
import { siteOrders } from '../orders/site-orders';
import { refundOrder } from '../payments/refunds';
import { decodeCursor, encodeCursor, GroupPosition, noticeSource, notifyWaiting, restockBook, variantInStock, variantName, variantOptions } from '../restock';
import { changeOwnerStock } from '../stock/owner-stock-change';
import { isTracked, liveStock } from '../stock/product-stock';
import { InventoryPage, type ProductStock } from './inventory-view';
import { OrderPage, OrdersListPage } from './orders-views';
import { messagePage, openSection, ownerPage } from './owner-answers';
import { RestockPage } from './restock-view';
import { LIST_SECTIONS } from './sections';
import { FormsPage, SubmissionsPage } from './submissions-views';

const { orders: ORDERS, inventory: INVENTORY, restock: RESTOCK, forms: SUBMISSIONS } = LIST_SECTIONS;

/** Rows a page lists; the CSV downloads have them all. */
const PAGE_SIZE = 50;
/** Orders a search shows, newest first. */
const SEARCH_RESULTS = 100;

const posted = async (c: Context<AppEnv>) => (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
const cursorQuery = (value: string | undefined) => (value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null);

export async function ordersList(c: Context<AppEnv>) {
  const opened = await openSection(c, ORDERS);
  if (opened instanceof Response) return opened;
  const storefront = c.get('storefront');
  const page = await siteOrders(storefront, await storefront.settings()).page(cursorQuery(c.req.query('before')), PAGE_SIZE);
  const next = page.nextPageCursor && `${ORDERS.path}?before=${page.nextPageCursor}`;
  return ownerPage(c, <OrdersListPage {...opened} orders={page.orders} next={next} />, 200);
}

const SearchSchema = z.object({ q: z.string().trim().min(1).max(200) });

/** The search is posted: what is typed is a shopper's address or name, never put in a URL. */
export async function ordersSearch(c: Context<AppEnv>) {
  const opened = await openSection(c, ORDERS);
  if (opened instanceof Response) return opened;
  const search = SearchSchema.safeParse(await posted(c));
  if (!search.success) return c.redirect(ORDERS.path, 303);
  const storefront = c.get('storefront');
  const orders = await siteOrders(storefront, await storefront.settings()).search(search.data.q, SEARCH_RESULTS);
  return ownerPage(c, <OrdersListPage {...opened} orders={orders} searched={search.data.q} next={null} />, 200);
}

export async function orderDetails(c: Context<AppEnv>) {
  const opened = await openSection(c, ORDERS);
  if (opened instanceof Response) return opened;
  const storefront = c.get('storefront');
  const order = await siteOrders(storefront, await storefront.settings()).orderByNumber(Number(c.req.param('number')));
  if (!order) return messagePage(c, 404, ORDERS.title, ORDER_NOT_FOUND, ORDERS.path);
  const refunded = cursorQuery(c.req.query('refunded'));
  const notice = refunded === null ? undefined : `Refunded ${formatMoney(refunded, order.currencyCode as CurrencyCode, 'en-US')}.`;
  return ownerPage(c, <OrderPage {...opened} order={order} refunded={notice} />, 200);
}

const RefundFormSchema = z.object({ amount: z.string().max(20).optional() });

/** The owner's refund of one order (#26), as the owner API's refund makes it: all that is left, or the amount typed. */
export async function orderRefund(c: Context<AppEnv>) {
  const opened = await openSection(c, ORDERS);
  if (opened instanceof Response) return opened;
  const storefront = c.get('storefront');
  const number = Number(c.req.param('number'));
  const here = `${ORDERS.path}/${number}`;
  const order = await siteOrders(storefront, await storefront.settings()).orderByNumber(number);
  if (!order) return messagePage(c, 404, ORDERS.title, ORDER_NOT_FOUND, ORDERS.path);
  const form = RefundFormSchema.safeParse(await posted(c));
  const typed = form.success ? form.data.amount?.trim() || undefined : null;
  const amount = typed === undefined ? undefined : typed === null ? null : decimalToCents(typed, order.currencyCode as CurrencyCode);
  if (amount === null || amount === 0) return messagePage(c, 400, ORDERS.title, REQUEST_UNREADABLE, here);
  const result = await refundOrder(storefront, number, amount);
  if (!result.ok) return messagePage(c, result.status, ORDERS.title, result.message, here);
  return c.redirect(`${here}?refunded=${result.order.refunded - order.refunded}`, 303);
}

/** Every product the site lists that keeps stock, each variant with its live level. */
async function productStock({ content, env, websiteId }: AppEnv['Variables']['storefront']): Promise<ProductStock[]> {
  const listed = ((await content.searchIndex()) ?? []).filter((entry) => entry.recordType === RecordType.STORE_ITEM);
  const products = (await content.products(listed.map((entry) => entry.id))).filter(isTracked);
  return Promise.all(
    products.map(async (product) => ({
      itemId: product.id,
      title: product.title,
      variants: (await liveStock(env, websiteId, product)).map((level) => ({ sku: level.sku, options: variantOptions(product, level.sku), level })),
    })),
  );
}

/** 'Organic Cotton Tee (M, Sage) now has 12 in stock.', and the notices a restock sent. */
function savedText(products: readonly ProductStock[], sku: string | undefined, notified: number): string | undefined {
  for (const product of products) {
    const variant = product.variants.find((candidate) => candidate.sku === sku);
    if (!variant) continue;
    const name = variant.options ? `${product.title} (${variant.options})` : product.title;
    const level = variant.level.unlimited ? 'unlimited stock' : `${variant.level.qtyInStock} in stock`;
    return `${name} now has ${level}.${notified > 0 ? ` ${notified} restock ${notified === 1 ? 'notice' : 'notices'} sent.` : ''}`;
  }
  return undefined;
}

export async function inventoryList(c: Context<AppEnv>) {
  const opened = await openSection(c, INVENTORY);
  if (opened instanceof Response) return opened;
  const products = await productStock(c.get('storefront'));
  const saved = savedText(products, c.req.query('saved'), cursorQuery(c.req.query('notified')) ?? 0);
  return ownerPage(c, <InventoryPage {...opened} products={products} saved={saved} />, 200);
}

const StockFormSchema = z.object({
  itemId: z.string().min(1).max(64),
  sku: z.string().min(1).max(64),
  action: z.enum(['set', 'adjust', 'unlimited', 'counted']),
  amount: z.string().regex(/^-?\d{1,10}$/).transform(Number).optional(),
});

/** The form's change as the owner's inventory call takes it, checked by the call's own schema. */
function inventoryUpdate(form: z.infer<typeof StockFormSchema>): InventoryUpdate | null {
  const { sku, action, amount } = form;
  const asked =
    action === 'unlimited' || action === 'counted' ? { sku, unlimited: action === 'unlimited' } : amount === undefined ? null : action === 'set' ? { sku, qtyInStock: amount } : { sku, adjustBy: amount };
  const checked = asked && InventoryUpdateSchema.safeParse(asked);
  return checked?.success ? checked.data : null;
}

export async function stockChange(c: Context<AppEnv>) {
  const opened = await openSection(c, INVENTORY);
  if (opened instanceof Response) return opened;
  const form = StockFormSchema.safeParse(await posted(c));
  const update = form.success ? inventoryUpdate(form.data) : null;
  if (!form.success || !update) return messagePage(c, 400, INVENTORY.title, REQUEST_UNREADABLE, INVENTORY.path);
  const storefront = c.get('storefront');
  const product = await storefront.content.product(form.data.itemId);
  if (!product) return messagePage(c, 404, INVENTORY.title, ITEM_NOT_FOUND, INVENTORY.path);
  if (!isTracked(product)) return messagePage(c, 400, INVENTORY.title, STOCK_NOT_TRACKED, INVENTORY.path);
  const result = await changeOwnerStock(storefront, product, update);
  if (result === 'unknown-sku') return messagePage(c, 404, INVENTORY.title, VARIANT_UNAVAILABLE, INVENTORY.path);
  if (result === 'below-zero') return messagePage(c, 400, INVENTORY.title, STOCK_BELOW_ZERO, INVENTORY.path);
  const saved = new URLSearchParams({ saved: result.sku, notified: String(result.restockNotices.sent) });
  return c.redirect(`${INVENTORY.path}?${saved}#stock-${encodeURIComponent(result.sku)}`, 303);
}

export async function restockList(c: Context<AppEnv>) {
  const opened = await openSection(c, RESTOCK);
  if (opened instanceof Response) return opened;
  const asked = c.req.query('cursor');
  const after = asked === undefined ? null : decodeCursor(asked, GroupPosition);
  if (asked !== undefined && after === null) return messagePage(c, 400, RESTOCK.title, REQUEST_UNREADABLE, RESTOCK.path);
  const storefront = c.get('storefront');
  const page = await restockBook(storefront.env, storefront.websiteId).groups(after, PAGE_SIZE);
  const products = new Map((await storefront.content.products([...new Set(page.rows.map((group) => group.productId))])).map((product) => [product.id, product]));
  const groups = await Promise.all(
    page.rows.map(async (group) => {
      const product = products.get(group.productId);
      return {
        ...group,
        name: product ? variantName(product, group.variantId) : group.productId,
        inStock: product ? await variantInStock(storefront, product, group.variantId) : false,
      };
    }),
  );
  const last = page.rows.at(-1);
  const next = page.hasNextPage && last ? `${RESTOCK.path}?cursor=${encodeCursor({ productId: last.productId, variantId: last.variantId })}` : null;
  const sent = cursorQuery(c.req.query('sent'));
  const failed = cursorQuery(c.req.query('failed')) ?? 0;
  const told = sent === null ? undefined : `${sent} told that their variant is back.${failed > 0 ? ` ${failed} could not be sent and wait for the next send.` : ''}`;
  return ownerPage(c, <RestockPage {...opened} groups={groups} next={next} sent={told} />, 200);
}

/** Notify: the account area's send for one variant, refused (409) while it is out of stock. */
export async function restockNotify(c: Context<AppEnv>) {
  const opened = await openSection(c, RESTOCK);
  if (opened instanceof Response) return opened;
  const pair = ProductVariantSchema.safeParse(await posted(c));
  if (!pair.success) return messagePage(c, 400, RESTOCK.title, REQUEST_UNREADABLE, RESTOCK.path);
  const storefront = c.get('storefront');
  const product = await storefront.content.product(pair.data.productId);
  if (!product) return messagePage(c, 404, RESTOCK.title, ITEM_NOT_FOUND, RESTOCK.path);
  if (!product.structuredContent.variants.some((variant) => variant.sku === pair.data.variantId)) return messagePage(c, 404, RESTOCK.title, VARIANT_UNAVAILABLE, RESTOCK.path);
  const source = await noticeSource(storefront);
  if (!source) return messagePage(c, 404, RESTOCK.title, ITEM_NOT_FOUND, RESTOCK.path);
  const notices = await notifyWaiting(source, product, pair.data.variantId);
  if (notices.refused) return messagePage(c, 409, RESTOCK.title, RESTOCK_SEND_OUT_OF_STOCK, RESTOCK.path);
  return c.redirect(`${RESTOCK.path}?${new URLSearchParams({ sent: String(notices.sent), failed: String(notices.failed) })}`, 303);
}

export async function formsList(c: Context<AppEnv>) {
  const opened = await openSection(c, SUBMISSIONS);
  if (opened instanceof Response) return opened;
  const forms = Object.values(await c.get('storefront').content.forms());
  return ownerPage(c, <FormsPage {...opened} forms={forms} />, 200);
}

export async function submissionsList(c: Context<AppEnv>) {
  const opened = await openSection(c, SUBMISSIONS);
  if (opened instanceof Response) return opened;
  const { content, env, websiteId } = c.get('storefront');
  const form = await content.form(c.req.param('formId') ?? '');
  if (!form) return messagePage(c, 404, SUBMISSIONS.title, FORM_NOT_CONFIGURED, SUBMISSIONS.path);
  const after = cursorQuery(c.req.query('after'));
  const page = await formSubmissions(env, websiteId, form.id).page(after ?? 0, PAGE_SIZE);
  const here = `${SUBMISSIONS.path}/${encodeURIComponent(form.id)}`;
  return ownerPage(
    c,
    <SubmissionsPage
      {...opened}
      form={form}
      columns={submissionColumns(form)}
      rows={page.submissions.map((submission) => submissionRow(form, submission))}
      next={page.nextPageCursor && `${here}?after=${page.nextPageCursor}`}
      first={after ? here : null}
    />,
    200,
  );
}
