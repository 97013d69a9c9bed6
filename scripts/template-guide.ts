// The template author's guide (docs/template-guide.md), made from the engine's
// registry: every formatter and predicate registered, each with one example
// taken from the reference-driven cases (test/templates/cases) or, for the
// few no case covers, from EXTRA_EXAMPLES below, and rendered by the engine
// here, so every output printed is one the engine really gives.
// `npm run docs` writes it; test/unit/template-guide.test.ts fails when the
// committed guide differs from what this prints.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ANIMATION } from '../schemas/site/gallery';
import { pluginNames } from '../templates/index';
import { render, type Case } from './conformance-adapter';

const CASES = 'test/templates/cases';

interface Example extends Case {
  feature?: string | string[];
}

const CONTACT_FORM = {
  id: 'contact',
  name: 'Contact',
  kind: 'contact',
  fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
  submitLabel: 'Send',
};

const REVIEWED_PRODUCT = {
  id: 'item-mug',
  reviews: [
    { author: 'Lena', rating: 5, title: 'Worth the wait', body: 'The glaze is even prettier in person.', date: '2026-01-09', verifiedPurchase: true },
    { author: 'Tom', rating: 4, title: '', body: 'Keeps coffee warm.', date: '2025-12-01', verifiedPurchase: false },
  ],
  reviewSummary: { count: 2, averageRating: 4.5 },
};

const RELATED_PRODUCT = {
  id: 'item-candle',
  title: 'Beeswax Candle',
  fullUrl: '/shop/p/beeswax-candle',
  items: [{ assetUrl: '/media/candle.jpg', originalSize: '1200x1200' }],
  structuredContent: { productType: 1, variants: [{ sku: 'CANDLE', priceMoney: { value: '24.00', currency: 'USD' }, qtyInStock: 5 }] },
};

/** Formatters of ours (the in-stock price block; form, gallery, reviews, related-products and pop-up blocks), and the one whose case the shared conformance suite holds. */
const EXTRA_EXAMPLES: Example[] = [
  {
    id: 'in-stock-price',
    kind: 'render',
    feature: 'formatter:in-stock-price',
    template: '{item|in-stock-price}',
    json: {
      website: { useCLDRMoneyFormat: true },
      item: {
        structuredContent: {
          productType: 1,
          variants: [
            { sku: 'S', priceMoney: { value: '26.00', currency: 'USD' }, qtyInStock: 0 },
            { sku: 'M', priceMoney: { value: '28.00', currency: 'USD' }, qtyInStock: 3 },
            { sku: 'L', priceMoney: { value: '30.00', currency: 'USD' }, qtyInStock: 5 },
          ],
        },
      },
    },
    options: { locale: 'en' },
  },
  { id: 'cart-subtotal', kind: 'render', feature: 'formatter:cart-subtotal', template: '{cart|cart-subtotal}', json: { cart: { subtotalCents: 1250 } }, options: { locale: 'en' } },
  { id: 'form-block', kind: 'render', feature: 'formatter:form-block', template: '{forms.contact|form-block}', json: { forms: { contact: CONTACT_FORM } }, options: { locale: 'en' } },
  { id: 'form-fields', kind: 'render', feature: 'formatter:form-fields', template: '{form|form-fields}', json: { form: CONTACT_FORM }, options: { locale: 'en' } },
  {
    id: 'gallery-block',
    kind: 'render',
    feature: 'formatter:gallery-block',
    template: '{collection.gallery|gallery-block}',
    json: {
      collection: {
        gallery: {
          title: 'Studio',
          options: { design: 'slideshow', controls: true, 'autoplay-duration': 30 },
          items: [{ assetUrl: '/media/a.jpg', originalSize: '1500x1000', title: 'Bench' }, { assetUrl: '/media/b.jpg', originalSize: '1500x1000' }],
        },
      },
    },
    options: { locale: 'en' },
  },
  { id: 'reviews-block', kind: 'render', feature: 'formatter:reviews-block', template: '{item|reviews-block}', json: { item: REVIEWED_PRODUCT }, options: { locale: 'en' } },
  { id: 'reviews-summary', kind: 'render', feature: 'formatter:reviews-summary', template: '{item|reviews-summary}', json: { item: REVIEWED_PRODUCT }, options: { locale: 'en' } },
  {
    id: 'related-products',
    kind: 'render',
    feature: 'formatter:related-products',
    template: '{relatedProducts|related-products}',
    json: { relatedProducts: [RELATED_PRODUCT] },
    options: { locale: 'en' },
  },
  {
    id: 'promo-popup',
    kind: 'render',
    feature: 'formatter:promo-popup',
    template: '{websiteSettings.promotionalPopup|promo-popup}',
    json: {
      websiteSettings: { promotionalPopup: { id: 'spring', title: 'Spring letter', body: 'News once a month.', formId: 'letter', delaySeconds: 8, exitIntent: true, hideForDays: 7 } },
      forms: { letter: { id: 'letter', name: 'Letter', kind: 'newsletter', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }], submitLabel: 'Sign up' } },
    },
    options: { locale: 'en' },
  },
];

function examples(): Example[] {
  const files = readdirSync(CASES).filter((file) => file.endsWith('.json')).sort();
  return [...files.map((file) => JSON.parse(readFileSync(path.join(CASES, file), 'utf8')) as Example), ...EXTRA_EXAMPLES];
}

/**
 * The example to show of a feature: the shortest that reads data and prints
 * something (a missing-value case teaches little), else the shortest.
 */
async function exampleOf(all: readonly Example[], feature: string): Promise<{ example: Example; output: string } | undefined> {
  const size = (example: Example) => example.template.length + JSON.stringify(example.json ?? null).length;
  const candidates = all
    .filter((example) => example.kind === 'render' && [example.feature ?? []].flat().includes(feature))
    .sort((a, b) => size(a) - size(b) || a.id.localeCompare(b.id));
  const rendered = await Promise.all(candidates.map(async (example) => ({ example, output: (await render(example)).output.trim() })));
  const hasData = (example: Example) => JSON.stringify(example.json ?? {}) !== '{}';
  return rendered.find(({ example, output }) => output !== '' && hasData(example)) ?? rendered[0];
}

const fence = (language: string, text: string) => `\`\`\`${language}\n${text.replace(/\n+$/, '')}\n\`\`\``;

async function section(kind: 'formatter' | 'predicate', names: readonly string[], all: readonly Example[]): Promise<string[]> {
  const lines: string[] = [];
  for (const name of [...names].sort((a, b) => a.localeCompare(b))) {
    const shown = await exampleOf(all, `${kind}:${name}`);
    if (!shown) throw new Error(`no example of the ${kind} ${name}: add a case to ${CASES} or to EXTRA_EXAMPLES`);
    const { example, output } = shown;
    const locale = example.options?.locale && example.options.locale !== 'none' ? ` (locale ${example.options.locale})` : '';
    lines.push(`### \`${name}\``, '', `Template${locale}:`, '', fence('', example.template), '', 'Data:', '', fence('json', JSON.stringify(example.json ?? null)), '', 'Output:', '', fence('html', output || ' '), '');
  }
  return lines;
}

const INTRO = `# Template author's guide

Made by \`npm run docs\` from the engine's registry; do not edit by hand (a test
fails when this file and the registry part ways). The language itself is
JSON-Template, Squarespace dialect: \`../shared/engine/reference.md\` is its
full description.

## The site folder

| path | what it holds |
| --- | --- |
| \`site.json\` | the site context (\`website\`, \`websiteSettings\`, store settings), \`hosts\`, \`siteUsers\` |
| \`collections/*.json\` | a collection: its \`type\`, \`urlId\`, list \`template\` and \`itemTemplate\` |
| \`items/*.json\` | products and posts, each in one collection |
| \`forms/*.json\` | form definitions, placed by id: \`{forms.contact|form-block}\` |
| a collection's \`gallery\` | \`title\`, \`options\` (spec section 3) and \`items\` (images): \`{collection.gallery|gallery-block}\` |
| \`reviews/*.json\` | one product's reviews (\`productId\`, \`reviews\`: \`author\`, \`rating\` 1 to 5, \`title\`, \`body\`, \`date\`, \`verifiedPurchase\`), published onto the product: \`{item|reviews-block}\`, \`{item|reviews-summary}\` |
| \`websiteSettings.promotionalPopup\` | a newsletter or announcement pop-up and its display rules: \`{websiteSettings.promotionalPopup|promo-popup}\` |
| \`templates/site.region\` | the layout around every page, at \`{squarespace.main-content}\` |
| \`templates/*.jsont\` | list, item, \`404\` and \`search\` templates |
| \`assets/\` | stylesheets, text files and images (served at \`/s/{file}\`) |

\`npm run publish -- <folder>\` checks a folder and publishes it; \`npm run dev -- --site <folder>\`
republishes each edit into the running server.

Any element a template marks \`data-scroll-animation\` rises ${ANIMATION.defaultScrollOffset} px into place the first time it is
scrolled into view, over ${ANIMATION.defaultTweenMs} ms or the attribute's value in milliseconds (${ANIMATION.minDurationMs} at least); a visitor who
asks for reduced motion sees it still.

## The page context

Every page's template runs with the site context: \`website\`, \`websiteSettings\`,
\`templateVersion\`, \`pageType\`, \`productMerchandisingContext\` (merchandising by
product id), \`forms\` (the site's forms by id), \`authenticatedAccount\` (always
null on cached pages), \`websiteRoles\` and \`cookieSettings\`. A product item
carries its \`reviews\` (newest first), \`reviewSummary\` (\`count\`,
\`averageRating\`) and \`relatedProductIds\`. Each page type adds its content:

| page | adds |
| --- | --- |
| a collection's list (\`/shop\`, \`/journal\`) | \`collection\`, \`items\` |
| an item (\`/shop/p/{urlId}\`) | \`collection\`, \`item\`, and for a product \`product\` (its \`structuredContent\`) and \`relatedProducts\` (\`{relatedProducts|related-products}\`) |
| \`/search?q=\` | \`search\`: \`query\` and \`results\` |
| the 404 page | nothing more |

Add \`?format=json-pretty\` to any page's address to see the context its
template ran with; the layout (\`site.region\`) sees the same plus
\`squarespace.main-content\`.
`;

export async function templateGuide(): Promise<string> {
  const all = examples();
  const { formatters, predicates } = pluginNames();
  return [
    INTRO,
    `## Formatters (${formatters.length})`,
    '',
    'Applied to a variable: `{value|formatter arg1 arg2}`; several chain left to right.',
    '',
    ...(await section('formatter', formatters, all)),
    `## Predicates (${predicates.length})`,
    '',
    'Open a block that runs when the predicate holds: `{.name? args}…{.or}…{.end}`.',
    '',
    ...(await section('predicate', predicates, all)),
  ].join('\n');
}
