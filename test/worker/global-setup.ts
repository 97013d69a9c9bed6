// Runs in Node before the workerd tests: publishes the demo site folder through
// the same code as `npm run publish`, and hands its KV entries and images to the tests.
import type { TestProject } from 'vitest/node';
import { mediaKeys } from '../../schemas';
import { readSiteFolder } from '../../scripts/publish/site-folder';

export default async function setup(project: TestProject) {
  const { websiteId, entries, images, errors } = await readSiteFolder('sites/demo');
  if (errors.length > 0) throw new Error(`demo site does not publish: ${JSON.stringify(errors)}`);
  project.provide('demoSite', entries);
  const objects = images.map((image) => ({ key: mediaKeys.image(websiteId!, image.file), contentType: image.contentType, base64: image.bytes.toString('base64') }));
  project.provide('demoImages', objects);
  // A second owner's site on the same Worker, to prove hosts never see each other's content.
  const second = await readSiteFolder('test/fixtures/second-site');
  if (second.errors.length > 0) throw new Error(`second site does not publish: ${JSON.stringify(second.errors)}`);
  project.provide('secondSite', second.entries);
}
