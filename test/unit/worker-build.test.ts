// The deployed environments upload scripts/build-worker.ts's modules, not the
// bundle the other tests run: this builds them, checks what a cold isolate
// evaluates first (none of what only some requests need, #30), and serves the
// demo site from them in workerd, pages that React renders (loaded when first
// needed) among them.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { en } from '../../schemas/messages';
import { workerBundle } from '../../scripts/build-worker';
import { deployedWorker } from '../../scripts/deployed-worker';
import { scratchFolders } from './scratch-folders';
import { tsxCommand } from '../../scripts/package-bin';

const { scratch } = scratchFolders();

/**
 * What a cold isolate must not evaluate: each loads when a request first
 * needs it. A static import of any of these from the start path brings it
 * back (with React, for the views), and this fails.
 */
const LOADED_WHEN_NEEDED: readonly [string, RegExp][] = [
  ["React and its server renderer (JSX's runtime alone stays)", /node_modules\/(react\/(index|cjs\/react\.production)|react-dom\/|scheduler\/)/],
  ['the catalogue tables other than English', /^schemas\/messages\/(fr|de|es)\.ts$/],
  ["the dashboard's pages and their answers (all of worker/dashboard/ but its sections and sessions)", /^worker\/dashboard\/(?!sections\.ts$|owner-session\.ts$)/],
  ["the buying flow's React views and the order's mail", /^(worker\/checkout\/(cart-page-body|checkout-view|order-view|order-summary|receipts)\.tsx|client\/cart-page\/)/],
  ["the buying flow's, the account's and the forms' pages answered without scripts", /^worker\/routes\/(checkout-page|account-page|form-page|cart-form)-answers\.tsx?$/],
  ['the account and sign-in pages, the form result page, the restock answer page, the payment return', /^worker\/(site-users\/(account|sign-in)-page|forms\/form-result-view|restock\/restock-page|payments\/payment-return)\.tsx$/],
  ["the card field's calls, and with them the checkout", /^worker\/(payments\/card-calls|checkout\/(checkout-page|place-order))\.tsx?$/],
  ["the owner's analytics reports, order CSV and refunds", /^worker\/(analytics\/reports|orders\/orders-csv|payments\/refunds)\.ts$/],
];

/** The outputs a cold isolate evaluates: the entry and every module it imports statically, transitively. */
function startOutputs(metafile: Metafile): string[] {
  const entry = Object.keys(metafile.outputs).find((name) => path.basename(name) === 'index.js')!;
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    for (const imported of metafile.outputs[name].imports) if (imported.kind === 'import-statement' && imported.path in metafile.outputs) visit(imported.path);
  };
  visit(entry);
  return [...found];
}

describe('the deployed Worker build', () => {
  it('leaves React out of what a cold isolate evaluates first, and serves React pages from its lazy module', async () => {
    const out = await scratch();
    const { metafile } = await build({ ...workerBundle(out), write: true });
    const outputs = Object.entries(metafile!.outputs).filter(([name]) => name.endsWith('.js'));
    const inputsOf = (selected: typeof outputs) => selected.flatMap(([, output]) => Object.keys(output.inputs));
    // renderToString's build of react-dom/server is in no module.
    expect(inputsOf(outputs).filter((input) => input.includes('react-dom-server-legacy'))).toEqual([]);
    // The entry and what it imports statically hold none of what only some requests need; the other modules hold all of it.
    const atStart = new Set(startOutputs(metafile!));
    const startInputs = inputsOf(outputs.filter(([name]) => atStart.has(name)));
    const laterInputs = inputsOf(outputs.filter(([name]) => !atStart.has(name)));
    expect(startInputs).toContain('worker/app.ts');
    for (const [what, pattern] of LOADED_WHEN_NEEDED) {
      expect(startInputs.filter((input) => pattern.test(input)), what).toEqual([]);
      expect(laterInputs.some((input) => pattern.test(input)), what).toBe(true);
    }
    expect(laterInputs.some((input) => input.endsWith('node_modules/react-dom/cjs/react-dom-server.edge.production.js'))).toBe(true);

    const state = await scratch();
    execFileSync(...tsxCommand('scripts/publish.ts', ['sites/demo', '--persist-to', state]), { stdio: 'pipe' });
    const miniflare = deployedWorker(out, state);
    try {
      const home = await miniflare.dispatchFetch('http://localhost/');
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('class="cart-pill"');
      // The buying flow's private page and the dashboard's sign-in page are React's.
      const cart = await miniflare.dispatchFetch('http://localhost/cart');
      expect(cart.status).toBe(200);
      expect(await cart.text()).toContain(en.CART_EMPTY);
      const dashboard = await miniflare.dispatchFetch('http://localhost/config');
      expect(dashboard.status).toBe(401);
      expect(await dashboard.text()).toContain('<input id="owner-email" type="email"');
    } finally {
      await miniflare.dispose();
    }
  }, 120_000);
});
