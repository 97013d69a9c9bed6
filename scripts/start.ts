// npm start [-- --port <port>]: the store on `wrangler dev` with React's
// production build (the prestart step built the client and published the
// demo; scripts/local-store.ts shows the Worker's log), and, once it serves, a
// read-write owner token of the demo site printed for the owner's calls.
import { serveLocally } from './local-store';
import { siteWebsiteId, mintOwnerToken, ownerTokenNotice } from './local-owner';

const at = process.argv.indexOf('--port');
const { url } = await serveLocally(at >= 0 ? process.argv[at + 1] : '8787', 'the demo site', [], { NODE_ENV: 'production' });
const websiteId = await siteWebsiteId('sites/demo');
console.log(ownerTokenNotice(url, await mintOwnerToken(url, websiteId, 'npm start'), websiteId));
