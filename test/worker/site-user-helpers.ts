// What the site-user, restock account and inventory tests share: sign-ins
// through the emailed link as a browser follows it, and staff published for a test.
import { env } from 'cloudflare:workers';
import { SITE_USERS_API, siteKeys, type SiteUsersFile } from '../../schemas';
import { arrivingVisitor, websiteId } from './cart-helpers';
import { outbox } from './checkout-helpers';
import type { Visitor } from './cookie-jar';
import { putSiteContent } from './demo-site';

let addresses = 0;
/** A client address of its own, so the sign-in rate limit of one test never spills into another. */
export const freshAddress = () => `198.51.100.${(addresses++ % 250) + 1}-${crypto.randomUUID()}`;

/** An address nobody else uses, on a domain the email rule accepts. */
export const uniqueEmail = (name = 'user') => `${name}-${crypto.randomUUID().slice(0, 8)}@shoppers.test`;

/** Asks for a link for `email` from `visitor`. */
export function askForLink(visitor: Visitor, body: unknown, address = freshAddress()): Promise<Response> {
  const crumb = visitor.cookies.get('crumb') ?? '';
  return visitor.request(SITE_USERS_API.signIn, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb, 'CF-Connecting-IP': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The links the dev outbox holds for `email`, newest first. */
export async function linksFor(email: string): Promise<string[]> {
  const messages = (await outbox()).filter((message) => message.to === email);
  return messages.map((message) => /https?:\/\/\S+\/account\/sign-in\?token=[\w-]+/.exec(message.text)?.[0] ?? '').filter(Boolean);
}

/** The path and query of a link, as the test visitor requests it. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** A visitor signed in as `email` through the emailed link; they hold a crumb too. */
export async function signedIn(email: string): Promise<Visitor> {
  const visitor = await arrivingVisitor();
  const asked = await askForLink(visitor, { email });
  if (asked.status !== 200) throw new Error(`sign-in refused: ${asked.status}`);
  const [link] = await linksFor(email);
  const followed = await visitor.request(pathOf(link), { redirect: 'manual' });
  if (followed.status !== 303) throw new Error(`link refused: ${followed.status}`);
  return visitor;
}

/** Publishes `siteUsers` as site.json would for the length of `test`, then the demo's again. */
export async function withSiteUsers<T>(siteUsers: SiteUsersFile, test: () => Promise<T>): Promise<T> {
  const key = siteKeys.siteUsers(await websiteId());
  const original = (await env.CONTENT.get(key)) ?? JSON.stringify({ staff: [] });
  await putSiteContent(key, JSON.stringify(siteUsers));
  try {
    return await test();
  } finally {
    await putSiteContent(key, original);
  }
}
