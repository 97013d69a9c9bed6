// The workloads `npm run bench` runs on both engines: the reference's own
// benchmark snippets, each repeated 1, 64 and 1024 times, and a listing page
// that uses most instruction kinds. The product page is in engine-product.ts.
import type { Workload } from './engine';

/** Compile at least 1x and execute at least 3x the reference on every snippet workload (issue #12). */
const SNIPPET_TARGETS = { compile: 1, execute: 3 };

const SNIPPETS: Readonly<Record<string, string>> = {
  eval: '{.eval @a = n * 2 + 1; @a > 3 && (n % 2) == 1}',
  text: 'Lorem ipsum dolor sit amet, consectetur. ',
  'text+var': 'Hello, {name}! ',
  vars: '{name} {person.first} {person.last} {count} ',
  section: '{.section person}{first} {last}{.or}nobody{.end} ',
  repeated: '{.repeated section items}<li>{title}</li>{.alternates with},{.end}',
  bindvar: '{.var @full person.first}{@full} ',
};

const SNIPPET_DATA = {
  n: 3,
  name: 'Ada',
  count: 7,
  person: { first: 'Ada', last: 'Lovelace' },
  items: [{ title: 'one' }, { title: 'two' }, { title: 'three' }],
};

export const SNIPPET_WORKLOADS: Workload[] = Object.entries(SNIPPETS).flatMap(([kind, snippet]) =>
  [1, 64, 1024].map((size) => ({ name: `${kind} x${size}`, template: snippet.repeat(size), data: SNIPPET_DATA, targets: SNIPPET_TARGETS })),
);

const PAGE = `{.macro price}<span class="price{.equal? onSale true} sale{.end}">{price|html}</span>{.end}
<!doctype html>
<html><head><title>{website.siteTitle|html}</title>
<script>window.site = {website|json};</script></head>
<body class="{collection.typeName|htmlattr}">
{.section website}<header><h1>{siteTitle|html}</h1>{.section tagline}<p>{@|html}</p>{.end}</header>{.end}
{.section collection}
  <h2>{title|html}</h2>
  {.repeated section items}
  <article id="item-{id}" class="{.even? @index}even{.or}odd{.end}">
    <h3><a href="{fullUrl|htmlattr}">{title|html}</a></h3>
    {@|apply price}
    {.section tags}<ul>{.repeated section @}<li>{@|html}</li>{.alternates with} {.end}</ul>{.or}<p>No tags</p>{.end}
    {.greaterThan? stock 0}<em>{stock} in stock</em>{.or}<em>Sold out</em>{.end}
    <script type="application/json">{variant|json}</script>
  </article>
  {.alternates with}<hr>
  {.or}<p>Nothing here.</p>
  {.end}
{.end}
<footer>{website.footer|html} &copy; {year}</footer>
</body></html>`;

function pageData(): unknown {
  const items = Array.from({ length: 30 }, (_, i) => ({
    id: `item${i}`,
    title: `Product <${i}> & friends`,
    fullUrl: `/shop/p/product-${i}?ref="home"`,
    price: `$${(i * 3.5).toFixed(2)}`,
    onSale: i % 3 === 0,
    stock: i % 4,
    tags: i % 5 === 0 ? [] : ['red', 'blue', `size-${i}`],
    variant: { sku: `SKU${i}`, options: { color: 'red', size: i }, note: '</script>' },
  }));
  return {
    website: { siteTitle: 'Sitefront & Co', tagline: 'Things <you> like', footer: 'Made with care' },
    collection: { title: 'Shop', typeName: 'products', items },
    year: 2026,
  };
}

export const PAGE_WORKLOADS: Workload[] = [{ name: 'page (30 items)', template: PAGE, data: pageData(), targets: { compile: 1, execute: 3 } }];
