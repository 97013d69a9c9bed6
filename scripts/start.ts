// npm start: the store on `wrangler dev` with React's production build (the
// prestart step built the client and published the demo), and, once it
// serves, a read-write owner token of the demo site printed for the owner's calls.
import { spawn } from 'node:child_process';
import { waitUntilServing } from './dev-server';
import { DEV_VARS, localValues } from './dev-vars';
import { siteWebsiteId, mintOwnerToken, ownerTokenNotice } from './local-owner';
import { startLocalStripe } from './stripe-stand-in/server';

const url = 'http://localhost:8787';
// Stripe, played locally where .dev.vars points the store at the stand-in (README "Payments and mail").
await startLocalStripe(localValues(DEV_VARS), url);
const server = spawn('npx', ['wrangler', 'dev', '--port', '8787', '--log-level', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
server.on('exit', (code) => process.exit(code ?? 0));
await waitUntilServing(url, server, () => 'see the wrangler output above');
const websiteId = await siteWebsiteId('sites/demo');
console.log(ownerTokenNotice(url, await mintOwnerToken(url, websiteId, 'npm start'), websiteId));
