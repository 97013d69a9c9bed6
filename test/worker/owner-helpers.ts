// What the owner and platform tests share: the platform's key, owner tokens
// minted through the platform's call, and a dashboard session signed in
// through the emailed link as a browser follows it.
import { env } from 'cloudflare:workers';
import { CRUMB_COOKIE, DASHBOARD_SIGN_IN_PATH, ownerTokensPath, type MintedOwnerToken, type OwnerTokenScope } from '../../schemas';
import { Visitor } from './cookie-jar';
import type { OutboxMessage } from '../../worker/services/mail';
import { DEMO_ORIGIN, throughWorker } from './demo-site';
import { freshAddress, pathOf } from './site-user-helpers';

export const DEMO_WEBSITE = 'demo-website';

export const platformHeaders = () => ({ Authorization: `Bearer ${env.PLATFORM_TOKEN}` });

/** A platform call, from any host (the platform's own by default). */
export function platformCall(path: string, init: RequestInit = {}, origin = 'http://platform.invalid'): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(platformHeaders())) headers.set(name, value);
  if (init.body) headers.set('Content-Type', 'application/json');
  return throughWorker(new URL(path, origin), { ...init, headers });
}

/** Mints an owner token of `websiteId` through the platform's call. */
export async function mintToken(websiteId = DEMO_WEBSITE, scope: OwnerTokenScope = 'read-write', name = `test ${scope}`): Promise<MintedOwnerToken> {
  const response = await platformCall(ownerTokensPath(websiteId), { method: 'POST', body: JSON.stringify({ name, scope }) });
  if (response.status !== 201) throw new Error(`mint answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const minted = new Map<string, Promise<MintedOwnerToken>>();

export function forgetMintedTokens(): void {
  minted.clear();
}

/** `Authorization` with a read-write owner token of `websiteId` (the demo's by default), minted once per test file. */
export async function ownerHeaders(websiteId = DEMO_WEBSITE): Promise<{ Authorization: string }> {
  if (!minted.has(websiteId)) minted.set(websiteId, mintToken(websiteId));
  return { Authorization: `Bearer ${(await minted.get(websiteId)!).token}` };
}

/** The dev outbox of the site at `origin` (whose id is `websiteId`), newest first, read with its own owner token. */
export async function siteOutbox(origin = DEMO_ORIGIN, websiteId = DEMO_WEBSITE): Promise<OutboxMessage[]> {
  const response = await throughWorker(new URL('/api/owner/dev/outbox?limit=500', origin), { headers: await ownerHeaders(websiteId) });
  return (await response.json<{ messages: OutboxMessage[] }>()).messages;
}

/** A browser on `origin`'s /config: it asks for a sign-in link for `email` and follows the one the outbox holds. */
export async function dashboardSignIn(email: string, origin = DEMO_ORIGIN, websiteId = DEMO_WEBSITE): Promise<Visitor> {
  const owner = new Visitor((path, init) => throughWorker(new URL(path, origin), init));
  await owner.request('/config');
  const body = new URLSearchParams({ crumb: owner.cookies.get(CRUMB_COOKIE) ?? '', email, next: '/config' });
  const asked = await owner.request(DASHBOARD_SIGN_IN_PATH, { method: 'POST', body, headers: { 'CF-Connecting-IP': freshAddress() } });
  if (asked.status !== 200) throw new Error(`dashboard sign-in refused: ${asked.status}`);
  const link = (await siteOutbox(origin, websiteId)).find((message) => message.to === email && message.text.includes(`${DASHBOARD_SIGN_IN_PATH}?token=`));
  const href = link && /https?:\/\/\S+\/config\/sign-in\?token=[\w-]+/.exec(link.text)?.[0];
  if (!href) throw new Error(`no dashboard link for ${email}`);
  const followed = await owner.request(pathOf(href), { redirect: 'manual' });
  if (followed.status !== 303) throw new Error(`dashboard link refused: ${followed.status}`);
  return owner;
}

/** A dashboard form posted without scripts: its fields and the crumb, the answer unfollowed. */
export function postForm(visitor: Visitor, path: string, fields: Record<string, string>, crumb = visitor.cookies.get(CRUMB_COOKIE) ?? ''): Promise<Response> {
  return visitor.request(path, { method: 'POST', body: new URLSearchParams({ crumb, ...fields }), redirect: 'manual' });
}
