import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { FormDefinition, ProductItem } from '../../schemas';
import { launchChromium } from '../../scripts/chromium';

/** One browser for a test file, launched before its tests and closed after them. */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running yet');
    return browser;
  };
}

/** A demo product as published, read from the site folder the store was started with. */
export async function demoItem(file: string): Promise<ProductItem> {
  return JSON.parse(await readFile(`sites/demo/items/${file}`, 'utf8'));
}

/** A demo form as authored in the site folder. */
export async function demoForm(formId: string): Promise<FormDefinition> {
  return JSON.parse(await readFile(`sites/demo/forms/${formId}.json`, 'utf8'));
}
