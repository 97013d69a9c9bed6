// A bench Worker of our own (bench/*-worker.ts) bundled and run in workerd by
// Miniflare, for simulations that time the real domain code without a dev
// server in between.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare, type WorkerOptions } from 'miniflare';

/** Bundles `entry`, runs `use` against it in workerd with `bindings` (its Durable Objects, datasets…), then disposes of both. */
export async function inWorkerd<T>(entry: string, bindings: Partial<WorkerOptions>, use: (miniflare: Miniflare) => Promise<T>): Promise<T> {
  const out = mkdtempSync(path.join(tmpdir(), 'sitefront-bench-worker-'));
  try {
    await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', outfile: path.join(out, 'index.js'), external: ['cloudflare:*'], minify: true, logLevel: 'silent', mainFields: ['module', 'main'] });
    const miniflare = new Miniflare({
      modules: true,
      scriptPath: path.join(out, 'index.js'),
      modulesRoot: out,
      compatibilityDate: '2025-04-01',
      compatibilityFlags: ['nodejs_compat'],
      ...bindings,
    });
    return await disposing(miniflare, use);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** `use(miniflare)`, then the Miniflare disposed of, whatever `use` did. */
export async function disposing<T>(miniflare: Miniflare, use: (miniflare: Miniflare) => Promise<T>): Promise<T> {
  try {
    return await use(miniflare);
  } finally {
    await miniflare.dispose();
  }
}
