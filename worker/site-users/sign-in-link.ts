import { fill, restockEmailError, SIGN_IN_LINK_MINUTES, SIGN_IN_LINK_PATH } from '../../schemas';
import { en, RATE_LIMITED } from '../../schemas/messages';
import { spendAddressCall } from '../rate-limit';
import { linkMessage, mailBrand, mailer, MailUndelivered } from '../services/mail';
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

/** Sign-in requests per address per minute: plenty for a person, little for a script spraying addresses. */
const SIGN_IN_REQUESTS_PER_MINUTE = 10;

/**
 * Issues a one-time link good for SIGN_IN_LINK_MINUTES and mails it through
 * the mail boundary: a shopper's in the site's language, the owner's
 * dashboard link in the editor's English. Nothing is sent when the address
 * already holds enough open links, and a mail service that refuses is only
 * logged (without the address): the caller answers the same whatever
 * happened here.
 */
export async function sendSignInLink(storefront: Storefront, { email, returnTo, purpose, path }: LinkRequest): Promise<void> {
  const { env, websiteId } = storefront;
  const token = newSecret();
  const now = Date.now();
  const issued = await siteUserDirectory(env, websiteId).issueLink(await secretHash(token), email, returnTo, now + SIGN_IN_LINK_MINUTES * 60_000, now, purpose);
  if (!issued) return;
  const [settings, { language, messages }] = await Promise.all([
    storefront.settings(),
    purpose === 'account' ? storefront.locale() : Promise.resolve({ language: 'en', messages: en }),
  ]);
  const site = settings?.website.siteTitle ?? '';
  const link = new URL(path, storefront.origin);
  link.searchParams.set('token', token);
  const message = await linkMessage(
    {
      to: email,
      subject: fill(messages.SIGN_IN_SUBJECT, { site }),
      paragraphs: [fill(messages.SIGN_IN_MAIL_TEXT, { site, minutes: SIGN_IN_LINK_MINUTES })],
      link: { href: link.href, label: fill(messages.SIGN_IN_SUBJECT, { site }) },
      footer: messages.SIGN_IN_MAIL_IGNORE,
    },
    mailBrand(settings, storefront.origin, language),
  );
  try {
    await mailer(env, websiteId).send(message);
  } catch (error) {
    if (!(error instanceof MailUndelivered)) throw error;
    storefront.log.warn('sign-in link not delivered', error);
  }
}

/** The shape of a link's token: anything else is not looked up. */
export const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token);

export type SignInLinkOutcome = { ok: true } | { ok: false; status: 400 | 429; message: string };

/**
 * A shopper's one-time sign-in link, from the sign-in call or the sign-in
 * page's form. Any address may ask: a first link makes its account. The
 * outcome is the same whether the address is known, new, or already holds
 * open links, so it tells nobody which addresses have accounts.
 */
export async function requestSignInLink(storefront: Storefront, email: string, returnTo: string | null): Promise<SignInLinkOutcome> {
  const problem = restockEmailError(email);
  if (problem) return { ok: false, status: 400, message: problem };
  if (!(await spendAddressCall(storefront, 'site-user-sign-in', SIGN_IN_REQUESTS_PER_MINUTE))) return { ok: false, status: 429, message: RATE_LIMITED };
  await sendSignInLink(storefront, { email, returnTo, purpose: 'account', path: SIGN_IN_LINK_PATH });
  return { ok: true };
}
