// Starts the stores for the Chromium tests (scripts/dev-server.ts), one for
// each worker of the browser project, so that two files at a time never share
// a store's stock, orders or language; and stops them afterwards.
import type { TestProject } from 'vitest/node';
import { startDevServer } from '../../scripts/dev-server';

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  const started = await Promise.allSettled(Array.from({ length: project.config.maxWorkers }, () => startDevServer()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = () => {
    for (const server of servers) server.stop();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    stop();
    throw failed.reason;
  }
  project.provide('storeUrls', servers.map((server) => server.url));
  return stop;
}
