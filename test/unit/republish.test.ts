// The watch mode of `npm run dev -- --site <folder>`: an edit republishes the
// keys it changed and nothing else, into a running `wrangler dev`.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_API, siteKeys } from '../../schemas';
import { startDevServer, type DevServer } from '../../scripts/dev-server';
import { ownerAuthorization } from '../../scripts/local-owner';
import { changesBetween, siteRepublisher } from '../../scripts/publish/republish';
import { readSiteFolder } from '../../scripts/publish/site-folder';

const PLATFORM_TOKEN = 'local-development-platform-token';

describe('changesBetween', () => {
  it('lists the entries added or rewritten, and the keys gone', () => {
    const before = [{ key: 'a', value: '1' }, { key: 'b', value: '2' }, { key: 'c', value: '3' }];
    const after = [{ key: 'a', value: '1' }, { key: 'b', value: '20' }, { key: 'd', value: '4' }];
    expect(changesBetween(before, after)).toEqual({ put: [{ key: 'b', value: '20' }, { key: 'd', value: '4' }], delete: ['c'] });
    expect(changesBetween(after, after)).toEqual({ put: [], delete: [] });
  });
});

describe('republishing into a running server', () => {
  let server: DevServer;
  let folder: string;

  // One copy of the demo for the file: the server keeps serving what was published from it.
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'sitefront-watch-'));
    await cp('sites/demo', folder, { recursive: true });
    server = await startDevServer(folder);
  }, 120_000);
  afterAll(async () => {
    server?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  // The page as served, but for the CSP nonce each response makes for itself.
  const page = async (pagePath: string) => (await (await fetch(`${server.url}${pagePath}`)).text()).replace(/ nonce="[^"]*"/g, '');

  it('sends one edited template with the publish version and sitemap time, and the next load shows it', async () => {
    const republisher = siteRepublisher(folder, { url: server.url, platformToken: PLATFORM_TOKEN }, (await readSiteFolder(folder)).entries);
    expect(await republisher.republish()).toEqual({ kind: 'unchanged' });
    const websiteId = JSON.parse(await readFile(path.join(folder, 'site.json'), 'utf8')).website.id as string;
    expect(await page('/')).not.toContain('edited-by-the-watcher');

    const home = path.join(folder, 'templates/home.jsont');
    await writeFile(home, `<p class="edited-by-the-watcher">{website.siteTitle}</p>\n${await readFile(home, 'utf8')}`);
    const outcome = await republisher.republish();
    expect(outcome.kind).toBe('changed');
    if (outcome.kind !== 'changed') return;
    expect(outcome.keys.sort()).toEqual([siteKeys.settings(websiteId), siteKeys.sitemap(websiteId), siteKeys.template(websiteId, 'home')].sort());
    expect(await page('/')).toContain('<p class="edited-by-the-watcher">');
  });

  it('keeps the last good publish when the edit does not publish, and says why', async () => {
    const republisher = siteRepublisher(folder, { url: server.url, platformToken: PLATFORM_TOKEN }, (await readSiteFolder(folder)).entries);
    const before = await page('/shop');
    await writeFile(path.join(folder, 'items/01-organic-cotton-tee.json'), '{ "id": ');
    const outcome = await republisher.republish();
    expect(outcome.kind).toBe('refused');
    if (outcome.kind === 'refused') expect(outcome.errors[0].file).toBe('items/01-organic-cotton-tee.json');
    expect(await page('/shop')).toBe(before);
  });

  it('is refused by the server without the platform key, and with an owner token', async () => {
    const owner = await ownerAuthorization(server.url, 'demo-website');
    for (const headers of [{}, owner]) {
      const response = await fetch(`${server.url}${PLATFORM_API.devContent}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ put: [], delete: [] }),
      });
      expect(response.status).toBe(401);
    }
  });
});
