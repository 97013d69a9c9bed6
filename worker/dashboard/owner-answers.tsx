import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { mayOpen, type WebsiteRole } from '../../schemas';
import { SITE_USER_FORBIDDEN } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { renderStream } from '../render/markup';
import { dashboardAccount } from '../site-users/account';
import { OwnerMessagePage, SignInPage } from './owner-views';
import { DASHBOARD_SECTIONS, type DashboardSection } from './sections';

export type PageStatus = 200 | 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503;

/** A dashboard page, never cached (the /config middleware says so), rendered as it streams. */
export async function ownerPage(c: Context<AppEnv>, page: ReactElement, status: PageStatus) {
  const stream = await renderStream(page, { nonce: c.get('nonce'), onError: (error) => c.get('log').error('owner page failed', error) });
  return c.body(stream, status, { 'Content-Type': 'text/html; charset=utf-8' });
}

export async function siteTitle(c: Context<AppEnv>): Promise<string> {
  return (await c.get('storefront').settings())?.website.siteTitle ?? 'Sitefront';
}

/** Only a dashboard page, never another address, is where a sign-in leads. */
export function dashboardPath(value: unknown): string {
  const path = typeof value === 'string' ? value : '';
  return DASHBOARD_SECTIONS.find((section) => section.path === path || path.startsWith(`${section.path}/`))?.path ?? DASHBOARD_SECTIONS[0].path;
}

export async function signInPage(c: Context<AppEnv>, status: 401 | 403 | 429, next: string, alert?: string) {
  return ownerPage(c, <SignInPage siteTitle={await siteTitle(c)} crumb={c.get('crumb') ?? ''} next={next} alert={alert} />, status);
}

export async function messagePage(c: Context<AppEnv>, status: Exclude<PageStatus, 401 | 429>, title: string, message: string, back?: string) {
  return ownerPage(c, <OwnerMessagePage siteTitle={await siteTitle(c)} title={title} message={message} back={back} />, status);
}

/** The sections `roles` may open: the navigation names only these. */
export const sectionsFor = (roles: readonly WebsiteRole[]) => DASHBOARD_SECTIONS.filter((section) => mayOpen(roles, section.area));

/** What a page of a section needs to draw its frame: the title, the crumb and the account's sections. */
export interface OpenedSection {
  siteTitle: string;
  crumb: string;
  section: DashboardSection;
  sections: readonly DashboardSection[];
}

/**
 * The signed-in account's way into one section of the dashboard: the sign-in
 * page (401) without a session of this website, the spec's refusal (403)
 * for roles that do not open its area, else what the page needs.
 */
export async function openSection(c: Context<AppEnv>, section: DashboardSection): Promise<OpenedSection | Response> {
  const account = await dashboardAccount(c.get('storefront'));
  if (!account) return signInPage(c, 401, dashboardPath(new URL(c.req.url).pathname));
  if (!mayOpen(account.roles, section.area)) return messagePage(c, 403, section.title, SITE_USER_FORBIDDEN);
  return { siteTitle: await siteTitle(c), crumb: c.get('crumb') ?? '', section, sections: sectionsFor(account.roles) };
}
