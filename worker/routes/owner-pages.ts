import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { DASHBOARD_PATH, DASHBOARD_SIGN_IN_PATH, DASHBOARD_SIGN_OUT_PATH } from '../../schemas/site/paths';
import { DASHBOARD_SECTIONS } from '../dashboard/sections';
import type { AppEnv } from '../env';
import { lazyAnswers } from '../http/lazy-answers';
import { checkCrumb } from '../middleware/crumb';
import { dashboardLists } from './dashboard-lists';

/**
 * The owner's dashboard at /config, the path the spec gives the site editor.
 * It is registered before the site's pages, so no published page can stand
 * in for it, and nothing here is ever cached or tracked. The site's own
 * people sign in by an emailed link (worker/dashboard/owner-session.ts);
 * each sees the sections of the parts their roles open.
 */
export const ownerPages = new Hono<AppEnv>();

ownerPages.use(`${DASHBOARD_PATH}/*`, async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
});

// The crumb check of every state change, answered as a page: these are pages, not API calls.
ownerPages.use(
  `${DASHBOARD_PATH}/*`,
  createMiddleware<AppEnv>(async (c, next) => {
    const refusal = await checkCrumb(c);
    if (!refusal) return next();
    const { signInPage } = await import('../dashboard/owner-answers');
    return signInPage(c, 403, DASHBOARD_SECTIONS[0].path, refusal);
  }),
);

// The sections that list what the store holds: orders, inventory, restock sign-ups, form submissions.
ownerPages.route('/', dashboardLists);

// The pages' answers (worker/dashboard/page-answers.tsx) load when an owner request first reaches one.
const answer = lazyAnswers(() => import('../dashboard/page-answers'));

ownerPages.get(DASHBOARD_SIGN_IN_PATH, answer('signInLink'));
ownerPages.get(`${DASHBOARD_PATH}/*`, answer('sectionPage'));
ownerPages.post(DASHBOARD_SIGN_IN_PATH, answer('signInRequest'));
ownerPages.post(DASHBOARD_SIGN_OUT_PATH, answer('signOut'));
