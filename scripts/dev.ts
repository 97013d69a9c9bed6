// npm run dev [-- --site <folder>] [--port <port>]
// Publishes the site folder (the demo by default) into local state, starts
// `wrangler dev` on it, and watches the folder: an edit republishes only the
// keys it changed (scripts/publish/republish.ts), so a reload shows it.
import { execFileSync } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { DEV_VARS, ensureDevVars, localValues } from './dev-vars';
import { localPlatformToken, mintOwnerToken, ownerTokenNotice, siteWebsiteId } from './local-owner';
import { serveLocally } from './local-store';
import { siteRepublisher } from './publish/republish';
import { readSiteFolder } from './publish/site-folder';
import { startLocalStripe } from './stripe-stand-in/server';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const folder = path.resolve(option('--site', 'sites/demo'));
const port = option('--port', '8787');
const url = `http://localhost:${port}`;

function publishAll(): boolean {
  try {
    execFileSync('npx', ['tsx', 'scripts/publish.ts', folder], { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

ensureDevVars();
if (!publishAll()) process.exit(1);
// Stripe, played locally where .dev.vars points the store at the stand-in (README "Payments and mail").
await startLocalStripe(localValues(DEV_VARS), url);
await serveLocally(port, path.relative(process.cwd(), folder), []);

const websiteId = await siteWebsiteId(folder);
console.log(ownerTokenNotice(url, await mintOwnerToken(url, websiteId, 'npm run dev'), websiteId));
const republisher = siteRepublisher(folder, { url, platformToken: await localPlatformToken() }, (await readSiteFolder(folder)).entries);
let timer: NodeJS.Timeout | undefined;
let running = Promise.resolve();

async function republish(): Promise<void> {
  const outcome = await republisher.republish();
  const site = path.relative(process.cwd(), folder);
  switch (outcome.kind) {
    case 'changed':
      console.log(`[watch] ${site}: republished ${outcome.keys.length} key(s) in ${outcome.ms.toFixed(0)} ms: ${outcome.keys.join(', ')}`);
      return;
    case 'refused':
      for (const error of outcome.errors) console.error(`[watch] ${path.join(site, error.file)}: ${error.path}: ${error.message}`);
      console.error('[watch] not republished; the server keeps the last good publish');
      return;
    case 'full publish needed':
      console.log(`[watch] ${site}: ${outcome.reason}: publishing the whole folder`);
      if (publishAll()) republisher.reset((await readSiteFolder(folder)).entries);
      return;
    case 'unchanged':
      return;
  }
}

// Editors save in bursts (a temporary file, then a rename): one republish per burst.
watch(folder, { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(() => (running = running.then(republish).catch((error: unknown) => console.error('[watch]', error))), 150);
});
console.log(`[watch] watching ${path.relative(process.cwd(), folder)} for changes`);
