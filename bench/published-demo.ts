// The demo site published into a fresh local state and served by the Worker
// built into `out`, inside workerd, for the benches that time or count what
// the deployed code does; the folder and the state are removed afterwards.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import { deployedWorker } from '../scripts/deployed-worker';
import { tsxCommand } from '../scripts/package-bin';
import { disposing } from './workerd-worker';

/** The demo's product page the benches measure: a product with variants whose stock is tracked. */
export const DEMO_PRODUCT_PATH = '/shop/p/organic-cotton-tee';

/** `use` on the demo published and served by the Worker built into `out`, in `isolates` isolates of one data center (scripts/deployed-worker.ts). */
export async function onPublishedDemo<T>(out: string, use: (miniflare: Miniflare) => Promise<T>, isolates = 1): Promise<T> {
  const state = mkdtempSync(path.join(tmpdir(), 'sitefront-workerd-'));
  try {
    execFileSync(...tsxCommand('scripts/publish.ts', ['sites/demo', '--persist-to', state]), { stdio: 'pipe' });
    return await disposing(deployedWorker(out, state, isolates), use);
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(state, { recursive: true, force: true });
  }
}
