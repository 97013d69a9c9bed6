// npm run publish -- <site folder> [--persist-to <dir>] [--env staging|production [--remote]]
// Validates a site folder, stores its images in the MEDIA bucket and writes the
// rest to the CONTENT namespace, then deletes what the site's previous publish
// had and this one lacks (scripts/publish/publish-content.ts). Local state by
// default (--persist-to names the folder a `wrangler dev --persist-to` reads);
// --remote writes the namespace and bucket of a deployed environment.
import path from 'node:path';
import type { Published } from './publish/publish-content';

const USAGE = 'usage: npm run publish -- <site folder> [--persist-to <dir>] [--env staging|production [--remote]]';
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const persistTo = option('--persist-to');
const env = option('--env');
const remote = args.includes('--remote');
const folder = args.find((arg) => !arg.startsWith('--'));
if (!folder) {
  console.error(USAGE);
  process.exit(2);
}
// The top level of wrangler.toml is local development: its namespace id names no deployed namespace.
if (remote && !env) {
  console.error(`--remote needs the environment to publish to: --env staging or --env production\n${USAGE}`);
  process.exit(2);
}

// Loaded once the command line holds: wrangler's and Miniflare's modules take seconds to load, a usage error none.
const [{ publishBindings }, { withLocalState }, { storeImages }, { kvContentStore, publishContent }, { describePublishError, readSiteFolder }, { wranglerContentStore }] =
  await Promise.all([
    import('./publish/bindings'),
    import('./publish/local-state'),
    import('./publish/media-store'),
    import('./publish/publish-content'),
    import('./publish/site-folder'),
    import('./publish/wrangler-content'),
  ]);

const { websiteId, entries, images, errors } = await readSiteFolder(path.resolve(folder));
if (errors.length > 0 || !websiteId) {
  for (const error of errors) console.error(describePublishError(folder, error));
  console.error(`not published: ${errors.length} problem(s) in ${folder}`);
  process.exit(1);
}

const bindings = publishBindings(env);
// Images first: the pages this publish writes show them.
const publishRemotely = async (deployment: string) => {
  const newImages = await storeImages(websiteId, images, { remote: bindings.bucket });
  return { newImages, published: await publishContent(wranglerContentStore(['--remote', '--env', deployment]), websiteId, entries) };
};
const { newImages, published } = remote
  ? await publishRemotely(env!)
  : await withLocalState(persistTo ?? '.wrangler/state', bindings, async ({ content, media }) => {
      const newImages = await storeImages(websiteId, images, { local: media });
      return { newImages, published: await publishContent(kvContentStore(content), websiteId, entries) };
    });

const where = remote ? `${env}, remote` : `local${env ? `, ${env}` : ''}`;
console.log(`published ${websiteId}: ${published.written} keys, ${images.length} images (${newImages} new) (${where})`);
console.log(removal(published));

function removal({ deleted, previousKnown }: Published): string {
  if (!previousKnown) return 'no earlier publish of this website on record: nothing deleted';
  return deleted.length === 0 ? 'nothing of the previous publish to delete' : `deleted ${deleted.length} key(s) of the previous publish: ${deleted.join(', ')}`;
}
