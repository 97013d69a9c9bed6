// npm run dev [-- --site <folder>] [--port <port>]
// Publishes the site folder (the demo by default) into local state, starts
// `wrangler dev` on it, and watches the folder: an edit republishes only the
// keys it changed (scripts/publish/republish.ts), so a reload shows it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DEV_VARS, ensureDevVars, localValues } from './dev-vars';
import { localPlatformToken, mintOwnerToken, ownerTokenNotice, siteWebsiteId } from './local-owner';
import { serveLocally } from './local-store';
import { watchAndRepublish } from './publish/dev-watch';
import { siteRepublisher } from './publish/republish';
import { readSiteFolder } from './publish/site-folder';
import { startLocalStripe } from './stripe-stand-in/server';
import { tsxCommand } from './package-bin';

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
    execFileSync(...tsxCommand('scripts/publish.ts', [folder]), { stdio: 'inherit' });
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
watchAndRepublish({ folder, republisher, publishAll, log: console.log, error: console.error });
