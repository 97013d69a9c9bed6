// npm start [-- --port <port>]: the store on `wrangler dev` with React's
// production build (the prestart step built the client and published the
// demo; scripts/local-store.ts shows the Worker's log), and, once it serves, a
// read-write owner token of the demo site printed for the owner's calls.
import { DEV_VARS, localValues } from './dev-vars';
import { serveLocally } from './local-store';
import { siteWebsiteId, mintOwnerToken, ownerTokenNotice } from './local-owner';
import { startLocalStripe } from './stripe-stand-in/server';

const at = process.argv.indexOf('--port');
const port = at >= 0 ? process.argv[at + 1] : '8787';
// Stripe, played locally where .dev.vars points the store at the stand-in (README "Payments and mail").
await startLocalStripe(localValues(DEV_VARS), `http://localhost:${port}`);
const { url } = await serveLocally(port, 'the demo site', [], { NODE_ENV: 'production' });
const websiteId = await siteWebsiteId('sites/demo');
console.log(ownerTokenNotice(url, await mintOwnerToken(url, websiteId, 'npm start'), websiteId));
