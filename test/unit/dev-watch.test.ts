// `npm run dev`'s watcher against a running server: saves by rename (sed -i,
// an editor's temporary file), new files and deletions all republish, and a
// JSON syntax error is named by file, line and column.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../scripts/dev-server';
import { watchAndRepublish } from '../../scripts/publish/dev-watch';
import { parseJsonFile } from '../../scripts/publish/json-file';
import type { FolderWatch } from '../../scripts/publish/watch-folder';
import { siteRepublisher } from '../../scripts/publish/republish';
import { readSiteFolder } from '../../scripts/publish/site-folder';

const PLATFORM_TOKEN = 'local-development-platform-token';
const POLL = { timeout: 30_000, interval: 200 };
/** A test may wait out several polls on a loaded machine. */
const WATCH_TEST_MS = 120_000;

describe('JSON syntax errors', () => {
  it('name the file, line and column, not a character offset', () => {
    const cases: [string, string][] = [
      ['{\n  "a": 1\n  "b": 2\n}', 'site.json:3:3:'],
      ['{\n  "a": [1, 2,]\n}', 'site.json:2:14:'],
      ['{\n  "a": tru\n}', 'site.json:2:11:'],
      ['{ "id": ', 'site.json:1:9:'],
    ];
    for (const [text, where] of cases) {
      expect(() => parseJsonFile('site.json', text)).toThrow(where);
      expect(() => parseJsonFile('site.json', text)).not.toThrow(/position/);
    }
    expect(parseJsonFile('site.json', '{"a": [1, -2.5e3, "\\u00e9", true, null]}')).toEqual({ a: [1, -2500, 'é', true, null] });
  });
});

describe('the dev watcher', () => {
  let server: DevServer;
  let folder: string;
  let watcher: FolderWatch;
  const said: string[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'sitefront-dev-watch-'));
    await cp('sites/demo', folder, { recursive: true });
    server = await startDevServer(folder);
    const republisher = siteRepublisher(folder, { url: server.url, platformToken: PLATFORM_TOKEN }, (await readSiteFolder(folder)).entries);
    const note = (line: string) => void said.push(line);
    watcher = watchAndRepublish({ folder, republisher, publishAll: () => false, log: note, error: note });
  }, 120_000);
  afterAll(async () => {
    watcher?.close();
    server?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  const page = async (pagePath: string) => {
    const response = await fetch(`${server.url}${pagePath}`);
    return { status: response.status, body: await response.text() };
  };

  it('republishes after every save by rename, not only the first', async () => {
    const home = path.join(folder, 'templates/home.jsont');
    for (const marker of ['saved-by-sed-once', 'saved-by-sed-twice']) {
      execFileSync('sed', ['-i', `1s/^/<p class="${marker}"><\\/p>\\n/`, home]);
      await expect.poll(async () => (await page('/')).body, POLL).toContain(`<p class="${marker}">`);
    }
    // An editor's save: the new text goes to a temporary file that then replaces the old one.
    const temporary = path.join(folder, '..', `${path.basename(folder)}-home.tmp`);
    await writeFile(temporary, `<p class="saved-by-rename"></p>\n${await readFile(home, 'utf8')}`);
    await rename(temporary, home);
    await expect.poll(async () => (await page('/')).body, POLL).toContain('<p class="saved-by-rename">');
  }, WATCH_TEST_MS);

  it('publishes a new file and withdraws a deleted one', async () => {
    const post = JSON.parse(await readFile(path.join(folder, 'items/21-five-rituals-for-slower-mornings.json'), 'utf8'));
    const added = path.join(folder, 'items/23-a-post-the-watcher-saw.json');
    const urlId = 'a-post-the-watcher-saw';
    await writeFile(added, JSON.stringify({ ...post, id: 'post-watcher-saw', title: 'A post the watcher saw', urlId, fullUrl: `/journal/${urlId}` }, null, 2));
    await expect.poll(async () => (await page(`/journal/${urlId}`)).body, POLL).toContain('A post the watcher saw');
    await unlink(added);
    await expect.poll(async () => (await page(`/journal/${urlId}`)).status, POLL).toBe(404);
  }, WATCH_TEST_MS);

  it('reports invalid JSON by file, line and column, and keeps watching', async () => {
    const siteFile = path.join(folder, 'site.json');
    const good = await readFile(siteFile, 'utf8');
    // A comma lost at the end of line 3: the error is at the start of line 4's key.
    const lines = good.split('\n');
    lines[2] = lines[2].replace(/,$/, '');
    const broken = lines.join('\n');
    const at = (() => {
      try {
        parseJsonFile('x', broken);
      } catch (error) {
        return error as { line: number; column: number };
      }
      throw new Error('the broken file parsed');
    })();
    expect(at.line).toBe(4);
    await writeFile(siteFile, broken);
    await expect.poll(() => said.join('\n'), POLL).toContain(`site.json:${at.line}:${at.column}: `);
    expect(said.join('\n')).not.toMatch(/at position \d+/);

    await writeFile(siteFile, good.replace('"siteTitle": "Fern & Field"', '"siteTitle": "Fern & Meadow"'));
    await expect.poll(async () => (await page('/')).body, POLL).toContain('Fern &amp; Meadow');
  }, WATCH_TEST_MS);
});
