import { availableParallelism } from 'node:os';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { localValues } from './scripts/dev-vars.js';

// Timeouts only turn a hang into a failure: they are set for a machine busy
// with other work, and a test (or a hook seeding its site) ends long before them:
// the slowest worker test took 4.9 s at load 6-10 on two cores.
const TIMEOUTS = { testTimeout: 30_000, hookTimeout: 30_000 };

/** The packages, and each entry point of theirs, that the Worker and the worker tests import. */
const WORKER_PACKAGES = ['zod', 'dinero.js', '@js-temporal/polyfill', 'hono', ...['cookie', 'factory', 'http-exception', 'route', 'streaming', 'utils/cookie', 'utils/http-status', 'validator'].map((entry) => `hono/${entry}`)];

// Three projects: `worker` runs inside workerd with real KV and Durable Objects,
// `node` covers the pure modules (engine, schemas, scripts), and `browser`
// drives Debian's Chromium against a `wrangler dev` started for the run.
export default defineConfig({
  test: {
    // The Worker's info lines (worker/logging): the line every request writes, the audit trail's per owner
    // and platform call, what local development leaves unsent. They would drown the output; the tests that
    // read them spy on the console. Warnings and errors are shown.
    onConsoleLog: (log) => !/^\{"level":"info",/.test(log),
    // A worker test file runs in the workerd process of its vitest worker while
    // that worker mostly waits, so Vitest's default of one worker fewer than the
    // cores leaves one of two cores idle: two files at a time keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // wrangler.toml's top level holds no secret: the Worker runs on local development's values (.dev.vars.example).
        plugins: [cloudflareTest({ main: './worker/index.ts', wrangler: { configPath: './wrangler.toml' }, miniflare: { bindings: localValues() } })],
        test: {
          name: 'worker',
          // Each file imports the Worker afresh, one module at a time over the pool's connection: the packages
          // of many modules (zod's hundred, hono's) come bundled into one each. Every entry point the Worker imports
          // is listed, else a package would be loaded twice and its instances not recognise each other.
          deps: { optimizer: { ssr: { enabled: true, include: [...WORKER_PACKAGES] } } },
          include: ['test/worker/**/*.test.{ts,tsx}'],
          globalSetup: ['test/worker/global-setup.ts'],
          setupFiles: ['test/worker/fresh-state.ts', 'test/worker/stripe-stand-in.ts'],
          // One workerd and one loaded Worker for all the files a vitest worker runs: starting workerd and loading
          // the Worker module by module cost about 3 s a file. fresh-state.ts clears what the files before left.
          isolate: false,
          ...TIMEOUTS,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/templates/**/*.test.ts', 'test/schemas/**/*.test.ts'],
          ...TIMEOUTS,
          // Pure modules and scripts, no mocks: a worker process serves one file after another.
          isolate: false,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/dev-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll ends as soon as its condition holds: the time given is only what a loaded machine may need.
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time, each worker against a store of its own (dev-server.ts starts one for each, as
          // the files change a store's stock and orders, and site-language republishes it in French); a worker's
          // files run in one process (playwright-core is imported once, not once a file), after the other projects.
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
