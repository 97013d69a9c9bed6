import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import sparticuz from '@sparticuz/chromium';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { FormDefinition, ProductItem } from '../../schemas';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * CHROMIUM_PATH, else Debian's Chromium when installed, else the headless
 * Chromium that the @sparticuz/chromium package ships (unpacked from
 * node_modules, never downloaded), so `npm install && npm test` needs no apt step.
 */
export async function chromiumExecutable(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return sparticuz.executablePath();
}

/**
 * Flags keep the browser off the closed network. The packaged build's own
 * `args` are not passed: they switch off web security, which the CSP and
 * cookie tests rely on; it runs headless with these alone.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumExecutable(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-zygote',
    ],
  });
}

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
