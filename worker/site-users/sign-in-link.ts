import { SIGN_IN_LINK_MINUTES } from '../../schemas';
import { linkMessage, mailer, MailUndelivered } from '../services/mail';
import { newSecret, secretHash } from '../storage/secrets';
import type { Storefront } from '../storefront';
import { siteUserDirectory, type LinkPurpose } from './site-user-directory';

/** One sign-in link to ask for: whose address, where it leads (`path`, which redeems it) and back to where. */
export interface LinkRequest {
  email: string;
  returnTo: string | null;
  purpose: LinkPurpose;
  /** The page of ours the link opens, with `?token=`. */
  path: string;
}

/**
 * Issues a one-time link good for SIGN_IN_LINK_MINUTES and mails it through
 * the mail boundary. Nothing is sent when the address already holds enough
 * open links, and a mail service that refuses is only logged (without the
 * address): the caller answers the same whatever happened here.
 */
export async function sendSignInLink(storefront: Storefront, { email, returnTo, purpose, path }: LinkRequest): Promise<void> {
  const { env, websiteId } = storefront;
  const token = newSecret();
  const now = Date.now();
  const issued = await siteUserDirectory(env, websiteId).issueLink(await secretHash(token), email, returnTo, now + SIGN_IN_LINK_MINUTES * 60_000, now, purpose);
  if (!issued) return;
  const siteTitle = (await storefront.settings())?.website.siteTitle ?? '';
  const link = new URL(path, storefront.origin);
  link.searchParams.set('token', token);
  const message = linkMessage({
    to: email,
    subject: `Sign in to ${siteTitle}`,
    paragraphs: [`Follow this link to sign in to ${siteTitle}. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`],
    link: { href: link.href, label: `Sign in to ${siteTitle}` },
    footer: 'If you did not ask to sign in, you can ignore this message.',
  });
  try {
    await mailer(env, websiteId).send(message);
  } catch (error) {
    if (!(error instanceof MailUndelivered)) throw error;
    storefront.log.warn('sign-in link not delivered', error);
  }
}

/** The shape of a link's token: anything else is not looked up. */
export const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token);
