// Starts the store the way `npm start` does (React production build, demo site
// published by the publish script) on a free port with its own local state.
// Used by the browser tests and the benchmarks; the caller stops it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_VARS_EXAMPLE, localValues } from './dev-vars';
import { standInKeysOf, startStripeStandIn } from './stripe-stand-in/server';
import { tsxCommand, wranglerCommand } from './package-bin';

export interface DevServer {
  url: string;
  /** The Stripe stand-in's address, where the local values use it. */
  stripeUrl: string | null;
  /** Process group of wrangler and workerd, for measuring the server's CPU time. */
  processGroup: number;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * What wrangler dev needs to start quietly on a machine that reaches only the
 * package registries: no fetch of Cloudflare's `Request.cf` sample from
 * workers.cloudflare.com (offline, Miniflare printed its ENOTFOUND stack
 * twice) and no usage metrics sent.
 */
export const OFFLINE_WRANGLER = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' } as const;

export async function waitUntilServing(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not start within 90 s:\n${log()}`);
}

/**
 * `site` is the site folder published into the server's fresh local state, in
 * a folder made under `stateRoot`. The server runs on .dev.vars.example's
 * values (never a developer's own .dev.vars) and on `vars`, which may add
 * variables but not replace the file's (wrangler lets the file win).
 */
export async function startDevServer(site = 'sites/demo', vars: Readonly<Record<string, string>> = {}, stateRoot = tmpdir()): Promise<DevServer> {
  const state = mkdtempSync(path.join(stateRoot, 'sitefront-dev-'));
  // The scripts of this process (tests, benches) mint owner tokens with the platform key this server takes.
  process.env.PLATFORM_TOKEN ??= localValues(DEV_VARS_EXAMPLE).PLATFORM_TOKEN;
  execFileSync(...tsxCommand('scripts/publish.ts', [site, '--persist-to', state]), { stdio: 'pipe' });
  const port = await freePort();
  let inspectorPort = await freePort();
  while (inspectorPort === port) inspectorPort = await freePort();
  const url = `http://localhost:${port}`;
  // The Stripe stand-in on a port of its own (servers started at once must not share one), and the example's
  // values with its addresses in a file of this server's (wrangler lets the file's values win over --var).
  const values = localValues(DEV_VARS_EXAMPLE);
  const stripe = standInKeysOf(values);
  const standIn = stripe && (await startStripeStandIn(stripe.keys, 0, url));
  const envFile = path.join(state, 'dev.vars');
  const local = standIn ? { ...values, STRIPE_API_BASE: standIn.url, STRIPE_JS_URL: `${standIn.url}/v3/` } : values;
  writeFileSync(envFile, Object.entries(local).map(([name, value]) => `${name}=${value}\n`).join(''));
  let output = '';
  // --log-level warn keeps request logging off, which also keeps benchmarks honest. The devtools port is
  // free too: two servers starting at once would both take wrangler's default one, and the second would exit.
  const server = spawn(
    ...wranglerCommand([
      'dev', '--port', String(port), '--inspector-port', String(inspectorPort), '--ip', '127.0.0.1', '--persist-to', state, '--log-level', 'warn',
      '--env-file', envFile,
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ]),
    { env: { ...process.env, ...OFFLINE_WRANGLER, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    void standIn?.stop();
    rmSync(state, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, server, () => output);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stripeUrl: standIn?.url ?? null, processGroup: server.pid!, stop };
}
