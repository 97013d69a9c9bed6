// The deployed environments upload scripts/build-worker.ts's modules, not the
// bundle the other tests run: this builds them, checks what a cold isolate
// evaluates first, and serves the demo site from them in workerd, pages that
// React renders (loaded when first needed) among them.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { en } from '../../schemas/messages';
import { workerBundle } from '../../scripts/build-worker';
import { deployedWorker } from '../../scripts/deployed-worker';
import { scratchFolders } from './scratch-folders';
import { tsxCommand } from '../../scripts/package-bin';

const { scratch } = scratchFolders();

describe('the deployed Worker build', () => {
  it('leaves React out of what a cold isolate evaluates first, and serves React pages from its lazy module', async () => {
    const out = await scratch();
    const { metafile } = await build({ ...workerBundle(out), write: true });
    const outputs = Object.entries(metafile!.outputs).filter(([name]) => name.endsWith('.js'));
    const inputsOf = (selected: typeof outputs) => selected.flatMap(([, output]) => Object.keys(output.inputs));
    // renderToString's build of react-dom/server is in no module.
    expect(inputsOf(outputs).filter((input) => input.includes('react-dom-server-legacy'))).toEqual([]);
    // The entry and what it imports statically hold no React renderer.
    const [entryName, entry] = outputs.find(([name]) => path.basename(name) === 'index.js')!;
    const atStart = outputs.filter(([name]) => name === entryName || entry.imports.some((imported) => imported.kind === 'import-statement' && imported.path === name));
    expect(inputsOf(atStart).filter((input) => input.includes('react-dom/'))).toEqual([]);
    expect(inputsOf(outputs)).toContain('node_modules/react-dom/cjs/react-dom-server.edge.production.js');

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
