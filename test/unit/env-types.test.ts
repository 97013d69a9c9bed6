// Issue #25: the Worker's bindings are typed from wrangler.toml. `npm run types`
// made worker/worker-configuration.d.ts (worker/env.ts builds Env on it); the
// same command run again must give the same file, else wrangler.toml and the
// type disagree.
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import { wranglerCommand } from '../../scripts/package-bin';

describe('the generated environment type', () => {
  it('is what `npm run types` makes of wrangler.toml now', async () => {
    const [, subcommand, committed, ...options] = packageJson.scripts.types.split(' ');
    // Beside the committed file, so that the imports wrangler writes relative to it come out the same.
    const fresh = path.join(path.dirname(committed), `.worker-configuration-${process.pid}.d.ts`);
    try {
      await promisify(execFile)(...wranglerCommand([subcommand, fresh, ...options]));
      const regenerated = (await readFile(fresh, 'utf8')).replaceAll(fresh, committed);
      expect(regenerated, 'wrangler.toml changed: run `npm run types` and commit the file').toBe(await readFile(committed, 'utf8'));
    } finally {
      await rm(fresh, { force: true });
    }
  }, 60_000);
});
