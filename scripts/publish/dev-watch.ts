// The watch half of `npm run dev`: each burst of edits in the site folder
// republishes what it changed into the running server, and every outcome,
// including a refusal or a file that cannot be followed, is said.
import path from 'node:path';
import { readSiteFolder, describePublishError } from './site-folder';
import type { siteRepublisher } from './republish';
import { watchFolder, type FolderWatch } from './watch-folder';

export interface DevWatchOptions {
  folder: string;
  republisher: ReturnType<typeof siteRepublisher>;
  /** Publishes the whole folder (images, hosts); false when it failed. */
  publishAll: () => boolean;
  log: (line: string) => void;
  error: (line: string) => void;
}

export function watchAndRepublish({ folder, republisher, publishAll, log, error }: DevWatchOptions): FolderWatch {
  const site = path.relative(process.cwd(), folder) || folder;
  let running = Promise.resolve();

  async function republish(): Promise<void> {
    const outcome = await republisher.republish();
    switch (outcome.kind) {
      case 'changed':
        log(`[watch] ${site}: republished ${outcome.keys.length} key(s) in ${outcome.ms.toFixed(0)} ms: ${outcome.keys.join(', ')}`);
        return;
      case 'refused':
        for (const problem of outcome.errors) error(`[watch] ${describePublishError(site, problem)}`);
        error('[watch] not republished; the server keeps the last good publish');
        return;
      case 'full publish needed':
        log(`[watch] ${site}: ${outcome.reason}: publishing the whole folder`);
        if (publishAll()) republisher.reset((await readSiteFolder(folder)).entries);
        return;
      case 'unchanged':
        return;
    }
  }

  const watch = watchFolder(
    folder,
    () => (running = running.then(republish).catch((failure: unknown) => error(`[watch] ${(failure as Error).stack ?? String(failure)}`))),
    (line) => error(`[watch] ${line}`),
  );
  log(`[watch] watching ${site} for changes`);
  return watch;
}
