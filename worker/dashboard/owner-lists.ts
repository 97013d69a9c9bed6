import { formatMoney, orderNumberText, OWNER_API, PAYMENT_STATUS_LABELS, RecordType, submissionsCsvPath, type CurrencyCode, type OwnerArea } from '../../schemas';
import { formSubmissions } from '../forms/form-submissions';
import { submissionColumns, submissionRow } from '../forms/submission-rows';
import { orderBook } from '../orders/order-book';
import { restockBook } from '../restock';
import { isTracked, liveStock } from '../stock/product-stock';
import type { Storefront } from '../storefront';
import type { ListPanel } from './owner-views';

/** Rows a list shows on the page; the download has them all. */
const SHOWN = 50;

async function ordersPanels({ env, websiteId }: Storefront): Promise<ListPanel[]> {
  const { orders } = await orderBook(env, websiteId).page(null, SHOWN);
  const rows = orders.map((order) => [
    orderNumberText(order.number),
    new Date(order.created).toISOString(),
    `${order.customer.firstName} ${order.customer.lastName}`.trim(),
    order.customer.email,
    formatMoney(order.grandTotal, order.currencyCode as CurrencyCode, 'en-US'),
    PAYMENT_STATUS_LABELS[order.paymentStatus],
  ]);
  const columns = ['Order', 'Placed', 'Customer', 'Email', 'Total', 'Payment'];
  return [{ title: `Latest ${SHOWN} orders`, columns, rows, download: { href: OWNER_API.ordersCsv, label: 'Download every order (CSV)' } }];
}

/** Each form's first submissions, oldest first, as the export lists them. */
async function formsPanels({ content, env, websiteId }: Storefront): Promise<ListPanel[]> {
  const forms = Object.values(await content.forms());
  return Promise.all(
    forms.map(async (form) => {
      const { submissions } = await formSubmissions(env, websiteId, form.id).page(0, SHOWN);
      return {
        title: form.name,
        columns: submissionColumns(form),
        rows: submissions.map((submission) => submissionRow(form, submission)),
        download: { href: submissionsCsvPath(form.id), label: 'Download every submission (CSV)' },
      };
    }),
  );
}

/** The live stock of the first products the site lists that keep stock (the inventory call changes it). */
async function inventoryPanels({ content, env, websiteId }: Storefront): Promise<ListPanel[]> {
  const listed = ((await content.searchIndex()) ?? []).filter((entry) => entry.recordType === RecordType.STORE_ITEM);
  const products = (await content.products(listed.map((entry) => entry.id))).filter(isTracked).slice(0, SHOWN);
  const rows = await Promise.all(
    products.map(async (product) =>
      (await liveStock(env, websiteId, product)).map((level) => [product.title, level.sku, level.unlimited ? 'Unlimited' : String(level.qtyInStock)]),
    ),
  );
  return [{ title: 'Live stock', columns: ['Product', 'SKU', 'In stock'], rows: rows.flat() }];
}

/** The variants sign-ups wait for, the first page of them (the account area's calls list and send them all). */
async function restockPanels({ content, env, websiteId }: Storefront): Promise<ListPanel[]> {
  const { rows } = await restockBook(env, websiteId).groups(null, SHOWN);
  const titles = new Map((await content.products([...new Set(rows.map((group) => group.productId))])).map((product) => [product.id, product.title]));
  return [{ title: 'Waiting sign-ups', columns: ['Product', 'SKU', 'Waiting'], rows: rows.map((group) => [titles.get(group.productId) ?? group.productId, group.variantId, String(group.count)]) }];
}

const LISTS: Record<OwnerArea, ((storefront: Storefront) => Promise<ListPanel[]>) | undefined> = {
  orders: ordersPanels,
  forms: formsPanels,
  inventory: inventoryPanels,
  restock: restockPanels,
  analytics: undefined,
  outbox: undefined,
};

/** The lists of a dashboard section without a report: what its area holds. */
export function ownerLists(storefront: Storefront, area: OwnerArea): Promise<ListPanel[]> {
  return LISTS[area]?.(storefront) ?? Promise.resolve([]);
}
