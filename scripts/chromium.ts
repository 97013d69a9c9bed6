// Finds and launches Chromium for the browser tests and the benchmark, with
// no apt step and no download at run time.
import { existsSync } from 'node:fs';
import sparticuz from '@sparticuz/chromium';
import { chromium, type Browser } from 'playwright-core';

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
