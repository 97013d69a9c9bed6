// `wrangler dev` as `npm start` and `npm run dev` run it for a person: the
// Worker's own log lines (JSON, worker/logging) and wrangler's warnings and
// errors are shown; wrangler's banner, binding table and request lines of its
// own are not (the Worker writes a better one); and once the store answers,
// one plain line says where it is.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { OFFLINE_WRANGLER, waitUntilServing } from './dev-server';
import { wranglerCommand } from './package-bin';

export interface LocalStore {
  url: string;
  server: ChildProcess;
}

/** Starts `wrangler dev` on `port` with `args`, and says where `site` is served once `/healthz` answers. */
export async function serveLocally(port: string, site: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = {}): Promise<LocalStore> {
  const server = spawn(...wranglerCommand(['dev', '--port', port, ...args]), {
    env: { ...process.env, ...OFFLINE_WRANGLER, ...env },
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  // Standard output holds wrangler's chatter and the Worker's lines; its warnings and errors come on standard error.
  createInterface({ input: server.stdout! }).on('line', (line) => {
    if (line.startsWith('{')) console.log(line);
  });
  server.on('exit', (code) => process.exit(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  // A script that fails after the server started must not leave it running.
  process.on('exit', () => server.kill());
  const url = `http://localhost:${port}`;
  await waitUntilServing(url, server, () => 'see the output above');
  console.log(`Sitefront is serving ${site} at ${url}`);
  return { url, server };
}
