import { fill, restockEmailError, SIGN_IN_LINK_MINUTES, SIGN_IN_LINK_PATH } from '../../schemas';
import { RATE_LIMITED } from '../../schemas/messages';
import { spendAddressCall } from '../rate-limit';
import { linkMessage, mailer, MailUndelivered } from '../services/mail';
import type { Storefront } from '../storefront';
import { newSecret, secretHash } from './session';
import { siteUserDirectory } from './site-user-directory';

/** Sign-in requests per address per minute: plenty for a person, little for a script spraying addresses. */
const SIGN_IN_REQUESTS_PER_MINUTE = 10;

export type SignInLinkOutcome = { ok: true } | { ok: false; status: 400 | 429; message: string };

async function sendLink(storefront: Storefront, email: string, token: string): Promise<void> {
  const [settings, { language, messages }] = await Promise.all([storefront.settings(), storefront.locale()]);
  const site = settings?.website.siteTitle ?? '';
  const link = new URL(SIGN_IN_LINK_PATH, storefront.origin);
  link.searchParams.set('token', token);
  const message = linkMessage({
    to: email,
    subject: fill(messages.SIGN_IN_SUBJECT, { site }),
    paragraphs: [fill(messages.SIGN_IN_MAIL_TEXT, { site, minutes: SIGN_IN_LINK_MINUTES })],
    link: { href: link.href, label: fill(messages.SIGN_IN_SUBJECT, { site }) },
    footer: messages.SIGN_IN_MAIL_IGNORE,
    language,
  });
  try {
    await mailer(storefront.env, storefront.websiteId).send(message);
  } catch (error) {
    // The visitor is told the same either way; the log keeps no address.
    if (!(error instanceof MailUndelivered)) throw error;
    console.warn('sign-in link not delivered', error.message);
  }
}

/**
 * A one-time sign-in link for `email`, from the sign-in call or the sign-in
 * page's form. Any address may ask: a first link makes its account. The
 * outcome is the same whether the address is known, new, or already holds
 * open links (then no more are sent), so it tells nobody which addresses
 * have accounts; the mail is in the site's language.
 */
export async function requestSignInLink(storefront: Storefront, email: string, returnTo: string | null): Promise<SignInLinkOutcome> {
  const problem = restockEmailError(email);
  if (problem) return { ok: false, status: 400, message: problem };
  if (!(await spendAddressCall(storefront, 'site-user-sign-in', SIGN_IN_REQUESTS_PER_MINUTE))) return { ok: false, status: 429, message: RATE_LIMITED };
  const token = newSecret();
  const now = Date.now();
  const directory = siteUserDirectory(storefront.env, storefront.websiteId);
  if (await directory.issueLink(await secretHash(token), email, returnTo, now + SIGN_IN_LINK_MINUTES * 60_000, now)) {
    await sendLink(storefront, email, token);
  }
  return { ok: true };
}
