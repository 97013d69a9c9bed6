import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { EDITOR_NOT_AN_OPTION, EDITOR_UNABLE_TO_LOCATE, fill, OWNER_UNAUTHORIZED, RATE_LIMITED } from '../../schemas/messages';
import { DASHBOARD_SECTIONS, DashboardPage, OwnerMessagePage, RANGES, SignInPage } from '../dashboard/owner-views';
import { DASHBOARD_PATH, DASHBOARD_SIGN_IN_PATH, DASHBOARD_SIGN_OUT_PATH } from '../../schemas/site/paths';
import { endOwnerSession, hasOwnerSession, isOwnerToken, startOwnerSession } from '../dashboard/owner-session';
import type { AppEnv } from '../env';
import { checkCrumb } from '../middleware/crumb';
import { spendAddressCall } from '../rate-limit';

/**
 * The owner's dashboard at /config, the path the spec gives the site editor.
 * It is registered before the site's pages, so no published page can stand
 * in for it, and nothing here is ever cached or tracked.
 */
export const ownerPages = new Hono<AppEnv>();

/** Sign-in attempts per address per minute: plenty for a person, nothing for guessing a token. */
const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
const DEFAULT_DAYS = 30;

async function ownerPage(c: Context<AppEnv>, page: ReactElement, status: 200 | 401 | 403 | 404 | 429) {
  const stream = await renderToReadableStream(page, { nonce: c.get('nonce'), onError: (error) => console.error('owner page failed', error) });
  return c.body(stream, status, { 'Content-Type': 'text/html; charset=utf-8' });
}

async function siteTitle(c: Context<AppEnv>): Promise<string> {
  return (await c.get('storefront').settings())?.website.siteTitle ?? 'Sitefront';
}

/** Only a dashboard page, never another address, is where a sign-in leads. */
function dashboardPath(value: unknown): string {
  return DASHBOARD_SECTIONS.find((section) => section.path === value)?.path ?? DASHBOARD_SECTIONS[0].path;
}

async function signInPage(c: Context<AppEnv>, status: 401 | 403 | 429, next: string, alert?: string) {
  return ownerPage(c, <SignInPage siteTitle={await siteTitle(c)} crumb={c.get('crumb') ?? ''} next={next} alert={alert} />, status);
}

ownerPages.use(`${DASHBOARD_PATH}/*`, async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
});

// The crumb check of every state change, answered as a page: these are pages, not API calls.
ownerPages.use(
  `${DASHBOARD_PATH}/*`,
  createMiddleware<AppEnv>(async (c, next) => {
    const refusal = await checkCrumb(c);
    if (refusal) return signInPage(c, 403, DASHBOARD_SECTIONS[0].path, refusal);
    return next();
  }),
);

ownerPages.get(`${DASHBOARD_PATH}/*`, async (c) => {
  const path = new URL(c.req.url).pathname.replace(/(.)\/+$/, '$1');
  if (!(await hasOwnerSession(c.get('storefront')))) return signInPage(c, 401, dashboardPath(path));
  const section = DASHBOARD_SECTIONS.find((candidate) => candidate.path === path);
  const title = await siteTitle(c);
  if (!section) return ownerPage(c, <OwnerMessagePage siteTitle={title} title="Not found" message={EDITOR_UNABLE_TO_LOCATE} />, 404);
  const asked = c.req.query('days');
  const days = RANGES.find((range) => String(range) === asked) ?? DEFAULT_DAYS;
  // A range the page does not offer is said so, and the default shown.
  const notice = asked !== undefined && String(days) !== asked ? fill(EDITOR_NOT_AN_OPTION, { val: asked.slice(0, 40) }) : undefined;
  return ownerPage(c, <DashboardPage siteTitle={title} crumb={c.get('crumb')} section={section} days={days} notice={notice} />, 200);
});

ownerPages.post(DASHBOARD_SIGN_IN_PATH, async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const next = dashboardPath(form.next);
  if (!(await spendAddressCall(c.get('storefront'), 'owner-sign-in', SIGN_IN_ATTEMPTS_PER_MINUTE))) return signInPage(c, 429, next, RATE_LIMITED);
  const token = typeof form.token === 'string' ? form.token : '';
  if (!isOwnerToken(c.env, token)) return signInPage(c, 401, next, OWNER_UNAUTHORIZED);
  await startOwnerSession(c.get('storefront'));
  return c.redirect(next, 303);
});

ownerPages.post(DASHBOARD_SIGN_OUT_PATH, (c) => {
  endOwnerSession(c.get('storefront'));
  return c.redirect(DASHBOARD_SECTIONS[0].path, 303);
});
