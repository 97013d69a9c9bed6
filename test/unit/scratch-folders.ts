import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/**
 * Scratch folders of a test file, removed after each test: `demoCopy()` is a
 * copy of the demo site to edit, `scratch()` an empty folder.
 */
export function scratchFolders() {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const scratch = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sitefront-'));
    folders.push(dir);
    return dir;
  };
  const demoCopy = async () => {
    const dir = await scratch();
    await cp('sites/demo', dir, { recursive: true });
    return dir;
  };
  return { scratch, demoCopy };
}
