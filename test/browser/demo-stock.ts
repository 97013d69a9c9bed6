import { mkdir, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { storeUrl } from './store-page';

/**
 * Takes the right to change a demo product's stock until the returned
 * function gives it back. Browser test files run side by side against one
 * store, and a file that restocks the sold-out mug while another signs up to
 * its restock list breaks the other: the lock (a directory, made by one
 * process at a time, named for this run's store) keeps them apart.
 */
export async function lockDemoStock(itemId: string): Promise<() => Promise<void>> {
  const lock = join(tmpdir(), `sitefront-${new URL(storeUrl()).port}-stock-${itemId}`);
  await vi.waitFor(() => mkdir(lock), { timeout: 120_000, interval: 50 });
  return () => rmdir(lock);
}
