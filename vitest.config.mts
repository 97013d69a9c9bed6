import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { localValues } from './scripts/dev-vars.js';

// Three projects: `worker` runs inside workerd with real KV and Durable Objects,
// `node` covers the pure modules (engine, schemas, scripts), and `browser`
// drives Debian's Chromium against a `wrangler dev` started for the run.
export default defineConfig({
  test: {
    // The audit trail's line per owner and platform call (worker/middleware/audit.ts) would drown the output; the audit test reads it itself.
    onConsoleLog: (log) => !log.startsWith('{"audit":true'),
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
