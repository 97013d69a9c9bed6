import { Hono } from 'hono';
import { LIST_SECTIONS } from '../dashboard/sections';
import type { AppEnv } from '../env';
import { lazyAnswers } from '../http/lazy-answers';

/**
 * The dashboard's lists (issue #28): orders, inventory, restock sign-ups and
 * form submissions, each for the roles that open its area. Their answers
 * (worker/dashboard/list-answers.tsx) load when an owner first opens one.
 */
export const dashboardLists = new Hono<AppEnv>();

const answer = lazyAnswers(() => import('../dashboard/list-answers'));

const { orders: ORDERS, inventory: INVENTORY, restock: RESTOCK, forms: SUBMISSIONS } = LIST_SECTIONS;

dashboardLists.get(ORDERS.path, answer('ordersList'));
dashboardLists.post(ORDERS.path, answer('ordersSearch'));
dashboardLists.get(`${ORDERS.path}/:number{[0-9]{1,15}}`, answer('orderDetails'));
dashboardLists.post(`${ORDERS.path}/:number{[0-9]{1,15}}/refund`, answer('orderRefund'));
dashboardLists.get(INVENTORY.path, answer('inventoryList'));
dashboardLists.post(INVENTORY.path, answer('stockChange'));
dashboardLists.get(RESTOCK.path, answer('restockList'));
dashboardLists.post(`${RESTOCK.path}/notify`, answer('restockNotify'));
dashboardLists.get(SUBMISSIONS.path, answer('formsList'));
dashboardLists.get(`${SUBMISSIONS.path}/:formId`, answer('submissionsList'));
