// The dashboard's sections: what the routes check and the pages name, kept
// apart from the pages themselves, which load only when one is rendered (owner-views.tsx).
import type { AnalyticsReportName, OwnerArea } from '../../schemas';
import { DASHBOARD_PATH } from '../../schemas/site/paths';

/** One page of the dashboard: a report of /api/owner/analytics that the dashboard script charts, or a list the page shows itself (worker/routes/dashboard-lists.ts). */
export interface DashboardSection {
  path: string;
  title: string;
  /** The part of the owner's side it shows: only roles that open it see it (schemas/site/site-users.ts). */
  area: OwnerArea;
  report?: AnalyticsReportName;
}

export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { path: DASHBOARD_PATH, report: 'traffic', title: 'Traffic', area: 'analytics' },
  { path: `${DASHBOARD_PATH}/commerce`, report: 'commerce', title: 'Commerce', area: 'analytics' },
  { path: `${DASHBOARD_PATH}/performance`, report: 'vitals', title: 'Performance', area: 'analytics' },
  { path: `${DASHBOARD_PATH}/errors`, report: 'errors', title: 'Client errors', area: 'analytics' },
  { path: `${DASHBOARD_PATH}/orders`, title: 'Orders', area: 'orders' },
  { path: `${DASHBOARD_PATH}/inventory`, title: 'Inventory', area: 'inventory' },
  { path: `${DASHBOARD_PATH}/restock`, title: 'Restock sign-ups', area: 'restock' },
  { path: `${DASHBOARD_PATH}/submissions`, title: 'Form submissions', area: 'forms' },
];

export const RANGES = [7, 30, 90] as const;

/** The section of `area` that lists it (orders, inventory, restock, forms). */
const listSection = (area: OwnerArea) => DASHBOARD_SECTIONS.find((section) => section.area === area && !section.report)!;

/** The sections that list what the store holds (worker/routes/dashboard-lists.ts). */
export const LIST_SECTIONS = { orders: listSection('orders'), inventory: listSection('inventory'), restock: listSection('restock'), forms: listSection('forms') };
