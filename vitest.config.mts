import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { localValues } from './scripts/dev-vars.js';

// Three projects: `worker` runs inside workerd with real KV and Durable Objects,
// `node` covers the pure modules (engine, schemas, scripts), and `browser`
// drives Debian's Chromium against a `wrangler dev` started for the run.
export default defineConfig({
  test: {
    // Lines every request writes (worker/logging), and the audit trail's per owner and platform call
    // (worker/middleware/audit.ts), would drown the output; the tests that read them spy on the console.
    onConsoleLog: (log) => !/^\{"level":"info","message":"(request|audit)",/.test(log),
    projects: [
      {
        // wrangler.toml's top level holds no secret: the Worker runs on local development's values (.dev.vars.example).
        plugins: [cloudflareTest({ main: './worker/index.ts', wrangler: { configPath: './wrangler.toml' }, miniflare: { bindings: localValues() } })],
        test: { name: 'worker', include: ['test/worker/**/*.test.{ts,tsx}'], globalSetup: ['test/worker/global-setup.ts'], setupFiles: ['test/worker/stripe-stand-in.ts'] },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/templates/**/*.test.ts', 'test/schemas/**/*.test.ts'],
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
          fileParallelism: false,
        },
      },
    ],
  },
});
