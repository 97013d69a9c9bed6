// The dashboard's pages, loaded when an owner page is first rendered
// (worker/dashboard/owner-answers.tsx): visitors' requests, the bulk of the
// Worker's, need none of them, so a production build keeps them and React in
// modules a cold isolate does not evaluate (#30).
export { DashboardPage, OwnerMessagePage, SignInPage } from './owner-views';
export { InventoryPage } from './inventory-view';
export { OrderPage, OrdersListPage } from './orders-views';
export { RestockPage } from './restock-view';
export { FormsPage, SubmissionsPage } from './submissions-views';
