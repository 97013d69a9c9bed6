// The scripts a first-time visitor's store pages load before any
// interaction are exactly those test/unit/script-budget.test.ts holds to #18's
// budget (scripts/first-visit-script.ts reads them from the esbuild
// metafile): a module that starts loading on these pages by itself shows
// here, and must then be counted there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { expect, it } from 'vitest';
import { firstVisitOutputs, STORE_PAGES } from '../../scripts/first-visit-script';
import { close, demoItem, useChromium } from './chromium';
import { pageAtRest, storeUrl } from './store-page';

const browser = useChromium();

const root = path.resolve(import.meta.dirname, '../..');

/** The metafile `npm run build:client` wrote beside the assets the dev server serves. */
const metafile = () => JSON.parse(readFileSync(path.join(root, 'dist/client-metafile.json'), 'utf8')) as Pick<Metafile, 'outputs'>;

/** The asset paths the pages' script and the modules `entryPoints` bring, as the browser asks for them. */
const expected = (entryPoints: readonly string[]) =>
  firstVisitOutputs(metafile() as Metafile, entryPoints)
    .map((output) => `/${path.posix.relative('dist/client', output)}`)
    .sort();

/** Every script the page asks for, from its first request until it is at rest (its census loaded and heard). */
async function scriptsOfFirstVisit(url: string): Promise<string[]> {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(url);
  await pageAtRest(page);
  await close(page);
  return scripts.sort();
}

it('a list page loads the scripts the budget counts, and no other', async () => {
  await expect(scriptsOfFirstVisit(`${storeUrl()}/shop`)).resolves.toEqual(expected(STORE_PAGES['list page (/shop)']));
});

it('product pages load the scripts the budget counts, and no other', async () => {
  for (const file of ['01-organic-cotton-tee.json', '03-canvas-tote.json']) {
    const item = await demoItem(file);
    await expect(scriptsOfFirstVisit(`${storeUrl()}${item.fullUrl}`), item.fullUrl).resolves.toEqual(expected(STORE_PAGES['product page']));
  }
});
