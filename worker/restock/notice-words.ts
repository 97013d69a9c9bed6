// The restock notice in the sign-up's language: a translation widget names it
// (spec section 3), and a visitor's sign-up takes the site's. The catalogue's
// languages read its words; a sign-up may name a few more, kept here. Languages
// in neither read the site's, then English.
import { en, fill, hasMessages, loadMessages, type Messages } from '../../schemas';

export interface NoticeWords {
  subject: (product: string) => string;
  news: (product: string, site: string) => string;
  link: (product: string) => string;
  why: string;
}

const fromCatalogue = (messages: Messages): NoticeWords => ({
  subject: (product) => fill(messages.RESTOCK_NOTICE_SUBJECT, { product }),
  news: (product, site) => fill(messages.RESTOCK_NOTICE_NEWS, { product, site }),
  link: (product) => fill(messages.RESTOCK_NOTICE_LINK, { product }),
  why: messages.RESTOCK_NOTICE_WHY,
});

/** Languages a sign-up may name that the catalogue has no table for. */
const BEYOND_CATALOGUE: Readonly<Record<string, NoticeWords>> = {
  it: {
    subject: (product) => `${product} è di nuovo disponibile`,
    news: (product, site) => `Buone notizie: ${product} è di nuovo disponibile su ${site}.`,
    link: (product) => `Vedi ${product}`,
    why: 'Ricevi questo messaggio perché hai chiesto di essere avvisato quando fosse tornato disponibile.',
  },
  nl: {
    subject: (product) => `${product} is weer op voorraad`,
    news: (product, site) => `Goed nieuws: ${product} is weer verkrijgbaar bij ${site}.`,
    link: (product) => `Bekijk ${product}`,
    why: 'Je ontvangt dit bericht omdat je wilde horen wanneer het terug was.',
  },
  pt: {
    subject: (product) => `${product} está de volta ao estoque`,
    news: (product, site) => `Boas notícias: ${product} está disponível novamente em ${site}.`,
    link: (product) => `Ver ${product}`,
    why: 'Você recebeu esta mensagem porque pediu para ser avisado quando voltasse.',
  },
  ja: {
    subject: (product) => `${product}が再入荷しました`,
    news: (product, site) => `お待たせしました。${site}で${product}が再びご購入いただけます。`,
    link: (product) => `${product}を見る`,
    why: '再入荷のお知らせをご希望いただいたため、このメッセージをお送りしています。',
  },
};

const primary = (tag: string) => tag.toLowerCase().split('-')[0];

/** The words of the first of `languages` we have, else English; and the tag they are in. */
export async function noticeWords(...languages: (string | null | undefined)[]): Promise<{ language: string; words: NoticeWords }> {
  for (const tag of languages) {
    if (tag && hasMessages(tag)) return { language: tag, words: fromCatalogue(await loadMessages(tag)) };
    if (tag && Object.hasOwn(BEYOND_CATALOGUE, primary(tag))) return { language: tag, words: BEYOND_CATALOGUE[primary(tag)] };
  }
  return { language: 'en', words: fromCatalogue(en) };
}
