import { formatMoney, orderNumberText, OWNER_API, submissionsCsvPath, type CurrencyCode, type OwnerArea } from '../../schemas';
import { formSubmissions } from '../forms/form-submissions';
import { submissionColumns, submissionRow } from '../forms/submission-rows';
import { orderBook } from '../orders/order-book';
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
    formatMoney(order.grandTotal, order.currencyCode as CurrencyCode),
  ]);
  const columns = ['Order', 'Placed', 'Customer', 'Email', 'Total'];
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

/** The lists of a dashboard section without a report: what its area holds. */
export function ownerLists(storefront: Storefront, area: OwnerArea): Promise<ListPanel[]> {
  if (area === 'orders') return ordersPanels(storefront);
  if (area === 'forms') return formsPanels(storefront);
  return Promise.resolve([]);
}
