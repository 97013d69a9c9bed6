// npm run publish -- <site folder> [--remote | --persist-to <dir>]
// Validates a site folder, stores its images in the MEDIA bucket and writes the rest
// to the CONTENT namespace (local by default; --persist-to names the local state
// folder a `wrangler dev --persist-to` reads).
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storeImages } from './publish/media-store';
import { readSiteFolder, type PublishError } from './publish/site-folder';

const args = process.argv.slice(2);
const persistAt = args.indexOf('--persist-to');
const persistTo = persistAt >= 0 ? args.splice(persistAt, 2)[1] : undefined;
const folder = args.find((arg) => !arg.startsWith('--'));
if (!folder) {
  console.error('usage: npm run publish -- <site folder> [--remote | --persist-to <dir>]');
  process.exit(2);
}

const { websiteId, entries, images, errors } = await readSiteFolder(path.resolve(folder));
const describe = (problem: PublishError) => `${path.join(folder, problem.file)}: ${problem.path}: ${problem.message}`;
if (errors.length > 0 || !websiteId) {
  for (const error of errors) console.error(describe(error));
  console.error(`not published: ${errors.length} problem(s) in ${folder}`);
  process.exit(1);
}

// Images first: the pages this publish writes show them.
const remote = args.includes('--remote');
const newImages = await storeImages(websiteId, images, remote ? { remote } : { remote, persistTo });
const bulkFile = path.resolve('.wrangler/publish', `${websiteId}.json`);
await mkdir(path.dirname(bulkFile), { recursive: true });
await writeFile(bulkFile, JSON.stringify(entries));
const target = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
execFileSync('npx', ['wrangler', 'kv', 'bulk', 'put', bulkFile, '--binding', 'CONTENT', ...target], { stdio: 'inherit' });
console.log(`published ${websiteId}: ${entries.length} keys, ${images.length} images (${newImages} new) (${target[0].slice(2)})`);
