import type { ProductItem, PublishedSite } from '../../schemas';
import type { Env } from '../env';
import type { Log } from '../logging';
import { linkMessage, mailBrand, mailer, MailUndelivered, type MailMessage } from '../services/mail';
import type { Storefront } from '../storefront';
import { noticeWords } from './notice-words';
import { restockBook, type RestockSignUp } from './restock-book';

/** Sign-ups claimed and mailed at a time. */
const BATCH = 50;

export interface NoticesSent {
  sent: number;
  /** Notices the mail service would not take: their sign-ups wait for the next send. */
  failed: number;
}

/** Where the notices come from: the site, as the request that sends them reaches it. */
export interface NoticeSource {
  env: Env;
  websiteId: string;
  site: PublishedSite;
  origin: string;
  log: Log;
}

/** The source of notices sent in answer to a request to this storefront; null when the site's settings cannot be read. */
export async function noticeSource({ env, websiteId, origin, settings, log }: Storefront): Promise<NoticeSource | null> {
  const site = await settings();
  return site && { env, websiteId, site, origin, log };
}

/** 'Large, Sage': the options of one variant, '' for a product without any. */
export function variantOptions(product: ProductItem, sku: string): string {
  return Object.values(product.structuredContent.variants.find((variant) => variant.sku === sku)?.attributes ?? {}).join(', ');
}

/** 'Organic Cotton Tee (Large, Sage)': the product, and the variant when it has options. */
export function variantName(product: ProductItem, sku: string): string {
  const options = variantOptions(product, sku);
  return options ? `${product.title} (${options})` : product.title;
}

async function notice(source: NoticeSource, product: ProductItem, signUp: RestockSignUp): Promise<MailMessage> {
  const { language, words } = await noticeWords(signUp.language, source.site.website.language);
  const name = variantName(product, signUp.variantId);
  return linkMessage(
    {
      to: signUp.email,
      subject: words.subject(name),
      paragraphs: [words.news(name, source.site.website.siteTitle)],
      link: { href: new URL(product.fullUrl, source.origin).href, label: words.link(name) },
      footer: words.why,
    },
    mailBrand(source.site, source.origin, language),
  );
}

/**
 * Tells everyone waiting for one variant that it is back: each sign-up is
 * claimed before its message goes out, so a send racing this one never takes
 * it too; a message the mail service refuses gives its sign-up back, so it is
 * told later rather than never. A batch with a failure ends the send.
 */
export async function sendRestockNotices(source: NoticeSource, product: ProductItem, sku: string): Promise<NoticesSent> {
  const book = restockBook(source.env, source.websiteId);
  const mail = mailer(source.env, source.websiteId);
  const total: NoticesSent = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await book.claim(product.id, sku, BATCH, Date.now());
    if (claimed.length === 0) return total;
    const outcomes = await Promise.allSettled(claimed.map(async (signUp) => mail.send(await notice(source, product, signUp))));
    const failed = claimed.filter((_, index) => outcomes[index].status === 'rejected');
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected' && !(outcome.reason instanceof MailUndelivered)) source.log.error('restock notice failed', outcome.reason);
    }
    total.sent += claimed.length - failed.length;
    total.failed += failed.length;
    if (failed.length > 0) {
      await book.release(failed.map((signUp) => signUp.id));
      source.log.warn(`restock notices: ${failed.length} not delivered for ${product.id}/${sku}`);
      return total;
    }
  }
}
