// A CONTENT namespace as a content store through wrangler's own KV commands:
// with `--remote --env <deployment>` a deployed namespace (on the credentials
// of `wrangler login` or CLOUDFLARE_API_TOKEN).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { wranglerCommand } from '../package-bin';
import { CONTENT_BINDING } from './bindings';
import type { ContentStore } from './publish-content';

/** `target`: the flags that pick the namespace, e.g. `--remote --env production`. */
export function wranglerContentStore(target: readonly string[]): ContentStore {
  // Wrangler's standard error is kept, not shown: `kv bulk get` warns there that it is in beta on every read, and
  // a command that fails carries what it said in the error it throws.
  const kv = (args: readonly string[]) =>
    execFileSync(...wranglerCommand(['kv', ...args, '--binding', CONTENT_BINDING, ...target]), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  /** The bulk commands read their keys from a file. */
  function withFile<T>(content: unknown, run: (file: string) => T): T {
    const dir = mkdtempSync(path.join(tmpdir(), 'sitefront-kv-'));
    try {
      const file = path.join(dir, 'bulk.json');
      writeFileSync(file, JSON.stringify(content));
      return run(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return {
    async get(key) {
      // `kv key get` answers a missing key with an error remotely and with a message locally; `bulk get` with
      // null in both, in one call. Its JSON is followed by a line saying it succeeded.
      const printed = withFile([key], (file) => kv(['bulk', 'get', file]));
      const values = JSON.parse(printed.slice(0, printed.lastIndexOf('}') + 1)) as Record<string, { value: string | null }>;
      return values[key]?.value ?? null;
    },
    async put(entries) {
      if (entries.length > 0) withFile(entries, (file) => console.log(kv(['bulk', 'put', file]).trim()));
    },
    async delete(keys) {
      if (keys.length > 0) withFile(keys, (file) => console.log(kv(['bulk', 'delete', file, '--force']).trim()));
    },
  };
}
