import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { FormDefinition, ProductItem } from '../../schemas';
import { launchChromium } from '../../scripts/chromium';

/** What a test opens pages with: each in a context of its own, or contexts whose pages share cookies. */
export interface Chromium {
  newPage(options?: BrowserContextOptions): Promise<Page>;
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/** What must happen before a page's routes are waited for: a held answer let go, or its handler would wait forever. */
const beforeClosing = new WeakMap<Page, (() => void)[]>();

/** Runs `release` when the page starts to close (see `close`). */
export function whenClosing(page: Page, release: () => void): void {
  beforeClosing.set(page, [...(beforeClosing.get(page) ?? []), release]);
}

/**
 * Closes a page, or a context and its pages, once nothing the test hung on
 * them is still running: routes and listeners are removed, and the calls of
 * them already under way are waited for. Closed under a running route
 * callback, the callback's `route.fetch` or `fulfill` fails after the test
 * ('Request context disposed'), an unhandled error that fails the run.
 */
export async function close(target: Page | BrowserContext): Promise<void> {
  const pages = 'pages' in target ? target.pages() : [target];
  for (const page of pages) {
    if (page.isClosed()) continue;
    for (const release of beforeClosing.get(page) ?? []) release();
    await page.unrouteAll({ behavior: 'wait' });
    await page.removeAllListeners(undefined, { behavior: 'wait' });
  }
  if ('pages' in target) await target.unrouteAll({ behavior: 'wait' });
  await target.close();
}

/**
 * One browser for a test file, launched before its tests and closed after
 * them. What a test opens through it (contexts, and pages of contexts opened
 * before the test) is closed after the test, by `close`, whether or not the
 * test closed it itself; a context opened outside a test (in a `beforeAll`)
 * is closed after the file's tests.
 */
export function useChromium(): Chromium {
  let browser: Browser | undefined;
  let inTest = false;
  const ofTest = new Set<Page | BrowserContext>();
  const ofFile = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await Promise.all([...ofTest].map(close));
    ofTest.clear();
  });
  afterAll(async () => {
    await Promise.all([...ofFile].map(close));
    await browser?.close();
  });
  const newContext = async (options?: BrowserContextOptions) => {
    if (!browser) throw new Error('Chromium is not running yet');
    const context = await browser.newContext(options);
    const owner = inTest ? ofTest : ofFile;
    owner.add(context);
    context.on('close', () => owner.delete(context));
    context.on('page', (page) => {
      if (inTest && !ofTest.has(context)) ofTest.add(page);
    });
    return context;
  };
  return { newContext, newPage: async (options) => (await newContext(options)).newPage() };
}

/** A demo product as published, read from the site folder the store was started with. */
export async function demoItem(file: string): Promise<ProductItem> {
  return JSON.parse(await readFile(`sites/demo/items/${file}`, 'utf8'));
}

/** A demo form as authored in the site folder. */
export async function demoForm(formId: string): Promise<FormDefinition> {
  return JSON.parse(await readFile(`sites/demo/forms/${formId}.json`, 'utf8'));
}
