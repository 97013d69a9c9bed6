import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { REQUEST_UNREADABLE, SOMETHING_WENT_WRONG } from '../schemas/messages';
import { busyAnswer, plainAnswer } from './http/answers';
import type { AppEnv } from './env';
import { drainUnreadBody, limitBody } from './middleware/body-limit';
import { configuration } from './middleware/configuration';
import { crumb } from './middleware/crumb';
import { strictJsonType } from './middleware/json-type';
import { ownerCalls } from './middleware/account-access';
import { auditTrail } from './middleware/audit';
import { platformOnly } from './middleware/platform';
import { localizeAnswers } from './middleware/localize';
import { requestLog, routePattern } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { site } from './middleware/site';
import { accountPages } from './routes/account-pages';
import { cartApi } from './routes/cart-api';
import { censusApi } from './routes/census-api';
import { checkoutApi } from './routes/checkout-api';
import { checkoutPaymentApi } from './routes/checkout-payment-api';
import { checkoutPages } from './routes/checkout-pages';
import { contextApi } from './routes/context-api';
import { eventsApi } from './routes/events-api';
import { formPages } from './routes/form-pages';
import { formsApi } from './routes/forms-api';
import { installmentsApi } from './routes/installments-api';
import { media } from './routes/media';
import { ownerAnalyticsApi } from './routes/owner-analytics-api';
import { ownerFormsApi } from './routes/owner-forms-api';
import { ownerPages } from './routes/owner-pages';
import { notFound, pages } from './routes/pages';
import { ownerOrders } from './routes/owner-orders';
import { ownerOutbox } from './routes/owner-outbox';
import { ownerInventoryApi } from './routes/owner-inventory-api';
import { platformApi, platformDevContent } from './routes/platform-api';
import { readiness } from './routes/readiness';
import { restockAccountApi } from './routes/restock-account-api';
import { signInLinkPage, siteUsersApi } from './routes/site-users-api';
import { restockApi } from './routes/restock-api';
import { restockPages } from './routes/restock-pages';
import { searchEngines } from './routes/search-engines';
import { stockApi } from './routes/stock-api';
import { stripeWebhook } from './routes/stripe-webhook';
import { ObjectBusy } from './storage/object-stub';
import { OWNER_API, PLATFORM_API } from '../schemas/site/paths';

export const app = new Hono<AppEnv>();

/** The largest body any call accepts (client error reports); the form and cart calls refuse more than 64 KB themselves. */
const MAX_REQUEST_BYTES = 128 * 1024;

// First of all: every request is named and leaves one log line, whoever answers it.
app.use('*', requestLog);
app.use('*', securityHeaders);
app.get('/healthz', (c) => c.text('ok'));
// Before the site: readiness is the deployment's, on any host.
app.route('/', readiness);
// No call of ours takes more; each refuses less for itself. Bodies are checked before anything reads them,
// and one left unread by a refusal is drained.
app.use('*', drainUnreadBody, limitBody(MAX_REQUEST_BYTES), strictJsonType);
app.use('*', configuration);
// Every owner and platform call leaves one audit line, whoever answers it.
app.use(`${OWNER_API.prefix}*`, auditTrail);
app.use(`${PLATFORM_API.prefix}*`, auditTrail);
// The platform's calls come from its scripts with the platform's key; those that
// name a website in their path answer on any host, so they come before the site.
app.use(`${PLATFORM_API.prefix}*`, platformOnly);
app.route('/', platformApi);
// Stripe's webhooks serve every website, on any host, with no crumb: their signature is their credential.
app.route('/', stripeWebhook);
app.use('*', site);
app.use('/api/*', localizeAnswers);
// /config is the site editor's path (spec section 2): the owner dashboard, never a site page.
app.route('/', ownerPages);
// The emailed sign-in link is a page of ours, never one of the site's.
app.route('/', signInLinkPage);
// Pages answer before the crumb is handed out, so they set no cookie and stay
// cacheable; paths that are not pages fall through to the routes below.
app.route('/', media);
app.route('/', searchEngines);
app.route('/', pages);
// The installments modal is the same for every shopper: no cookie, so it stays cacheable.
app.route('/', installmentsApi);
// Calls open to owner tokens and to sessions check the crumb of a session's
// changes themselves (worker/middleware/account-access.ts): a token needs none.
app.route('/', restockAccountApi);
// Owner calls take the site's owner tokens or the dashboard's session, on this
// site's hosts only (routes under /api/owner/ are added here).
app.use(`${OWNER_API.prefix}*`, ownerCalls);
app.route('/', ownerInventoryApi);
app.route('/', ownerFormsApi);
app.route('/', ownerAnalyticsApi);
app.route('/', ownerOrders);
app.route('/', ownerOutbox);
app.route('/', platformDevContent);
// Census beacons carry no crumb (sendBeacon sends no header); they keep a budget of their own.
app.route('/', censusApi);
app.use('*', crumb);
app.route('/', cartApi);
app.route('/', checkoutApi);
app.route('/', checkoutPaymentApi);
app.route('/', stockApi);
app.route('/', restockApi);
app.route('/', restockPages);
app.route('/', formsApi);
app.route('/', formPages);
app.route('/', siteUsersApi);
app.route('/', checkoutPages);
app.route('/', accountPages);
app.route('/', eventsApi);
app.route('/', contextApi);

app.notFound(notFound);

// A visitor never sees a stack trace; the log keeps it. Requests the framework
// could not read (malformed JSON, say) are the client's fault, not a 500.
app.onError((error, c) => {
  if (error instanceof HTTPException && error.status < 500) return plainAnswer(c, error.status, REQUEST_UNREADABLE);
  if (error instanceof ObjectBusy) {
    c.get('log').warn('request refused: a Durable Object was busy', error, { route: routePattern(c) });
    return busyAnswer(c);
  }
  c.get('log').error('request failed', error, { route: routePattern(c) });
  return plainAnswer(c, 500, SOMETHING_WENT_WRONG);
});
