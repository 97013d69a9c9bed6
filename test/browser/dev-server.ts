// Starts the store for the Chromium tests (scripts/dev-server.ts) and stops it afterwards.
import type { TestProject } from 'vitest/node';
import { startDevServer } from '../../scripts/dev-server';

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startDevServer();
  project.provide('storeUrl', server.url);
  return server.stop;
}
