// The restock notice in the sign-up's language: a translation widget names it
// (spec section 3), and a visitor's sign-up takes the site's. Languages not
// here read the site's, then English.

export interface NoticeWords {
  subject: (product: string) => string;
  news: (product: string, site: string) => string;
  link: (product: string) => string;
  why: string;
}

const WORDS: Readonly<Record<string, NoticeWords>> = {
  en: {
    subject: (product) => `${product} is back in stock`,
    news: (product, site) => `Good news: ${product} is back in stock at ${site}.`,
    link: (product) => `See ${product}`,
    why: 'You are receiving this because you asked to be told when it was back.',
  },
  fr: {
    subject: (product) => `${product} est de nouveau en stock`,
    news: (product, site) => `Bonne nouvelle : ${product} est de nouveau disponible chez ${site}.`,
    link: (product) => `Voir ${product}`,
    why: 'Vous recevez ce message parce que vous avez demandé à être prévenu de son retour.',
  },
  de: {
    subject: (product) => `${product} ist wieder vorrätig`,
    news: (product, site) => `Gute Nachricht: ${product} ist bei ${site} wieder erhältlich.`,
    link: (product) => `${product} ansehen`,
    why: 'Sie erhalten diese Nachricht, weil Sie benachrichtigt werden wollten, sobald der Artikel wieder da ist.',
  },
  es: {
    subject: (product) => `${product} vuelve a estar disponible`,
    news: (product, site) => `Buenas noticias: ${product} vuelve a estar disponible en ${site}.`,
    link: (product) => `Ver ${product}`,
    why: 'Recibes este mensaje porque pediste que te avisáramos cuando volviera.',
  },
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
export function noticeWords(...languages: (string | null | undefined)[]): { language: string; words: NoticeWords } {
  for (const tag of languages) {
    if (tag && WORDS[primary(tag)]) return { language: tag, words: WORDS[primary(tag)] };
  }
  return { language: 'en', words: WORDS.en };
}
