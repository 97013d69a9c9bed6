// Every API call of the Worker, in one list: what the fuzz suite drives, and what
// it checks the app's own route table against, so a call added later without a
// line here fails the suite.
import { CART_API, CART_ENTRIES_API, CENSUS_API, CHECKOUT_PAYMENT_API, INSTALLMENTS_MODAL_API, OWNER_API, PLATFORM_API, RESTOCK_SIGN_UP_API, SITE_USERS_API, STOCK_API, SUBSCRIPTION_API } from '../../schemas';
import { FORM_KEY_API, FORM_VALIDATE_API, SAVE_FORM_API, STRIPE_WEBHOOK_PATH, TEMPLATE_SCHEMA_API } from '../../schemas/site/paths';

/** How a call's body travels. */
export type BodyKind = 'none' | 'json' | 'form' | 'text';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as the app registers it; `:name` segments are filled in by the fuzzer. */
  route: string;
  /** A well-formed example: query parameters for reads, the body for changes. */
  example: Record<string, unknown>;
  body: BodyKind;
  /** Sent with an owner token of the demo (the call is the owner's or a manager's), or with the platform's key. */
  credential?: 'owner' | 'platform';
}

const ENTRY = `${CART_ENTRIES_API}/:entryId`;
const HIT = { websiteId: 'demo-website', pagePath: '/shop', visitorCookie: 'v1' };
const RETURNING = `v1|${Date.now() - 1000}|${Date.now() - 1000}|${Date.now()}|1`;

export const API_CALLS: readonly ApiCall[] = [
  { method: 'GET', route: CART_API, example: { mock: 'false', calculateSubtotal: 'true', timecode: '123' }, body: 'none' },
  { method: 'POST', route: CART_ENTRIES_API, example: { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 1, additionalFields: 'null', chosenAttributes: { Size: 'Medium' } }, body: 'json' },
  { method: 'PUT', route: `${ENTRY}/quantity`, example: { quantity: 2 }, body: 'json' },
  { method: 'DELETE', route: ENTRY, example: {}, body: 'none' },
  // The cart page's controls without scripts: browsers' form posts, answered with the cart page.
  { method: 'POST', route: `${ENTRY}/quantity`, example: { quantity: '2' }, body: 'form' },
  { method: 'POST', route: `${ENTRY}/remove`, example: {}, body: 'form' },
  { method: 'PUT', route: `${ENTRY}/additionalFields`, example: { itemId: 'item-tee', sku: 'TEE-M-SAGE', additionalFields: 'null' }, body: 'json' },
  { method: 'POST', route: SUBSCRIPTION_API, example: { itemId: 'item-coffee', sku: 'COFFEE-MONTHLY', qty: 1, additionalFields: 'null' }, body: 'json' },
  { method: 'GET', route: INSTALLMENTS_MODAL_API, example: { language: 'fr-CA' }, body: 'none' },
  { method: 'GET', route: STOCK_API, example: { itemId: 'item-tee' }, body: 'none' },
  { method: 'POST', route: RESTOCK_SIGN_UP_API, example: { productId: 'item-vase', variantId: 'VASE-ONE', siteVisitorEmail: 'fuzz@example.com', isJoinMailingList: false }, body: 'json' },
  { method: 'POST', route: FORM_KEY_API, example: {}, body: 'none' },
  { method: 'POST', route: SAVE_FORM_API, example: { formId: 'contact-form', key: 'k', form: { name: ['Ada', 'L'], email: 'ada@example.com' }, captchaKey: 'XXXX.DUMMY.TOKEN.XXXX' }, body: 'json' },
  { method: 'POST', route: `${FORM_VALIDATE_API}/:formId`, example: { 'engraving-text': 'ADA' }, body: 'json' },
  { method: 'GET', route: TEMPLATE_SCHEMA_API, example: { type: 'form', formId: 'form-engraving' }, body: 'none' },
  { method: 'GET', route: CENSUS_API.contextConfig, example: {}, body: 'none' },
  { method: 'POST', route: CENSUS_API.hit, example: { event: 'page view', data: JSON.stringify(HIT), ss_cvr: RETURNING }, body: 'form' },
  { method: 'POST', route: CENSUS_API.buttonClick, example: { ...HIT, buttonText: 'Go', buttonUrl: '/shop', blockId: 'b1' }, body: 'json' },
  { method: 'POST', route: CENSUS_API.buttonRender, example: { ...HIT, buttonText: 'Go', buttonUrl: '/shop', blockId: 'b1' }, body: 'json' },
  { method: 'POST', route: CENSUS_API.formRender, example: { ...HIT, formId: 'contact-form' }, body: 'json' },
  { method: 'POST', route: CENSUS_API.overlay, example: { ...HIT, overlayId: 'o1', action: 'open' }, body: 'json' },
  { method: 'POST', route: `${CENSUS_API.quickView}/:itemId`, example: {}, body: 'none' },
  { method: 'POST', route: CENSUS_API.performance, example: { records: [{ name: 'LCP', value: 1200, rating: 'good', id: 'v1', pagePath: '/shop', websiteId: 'demo-website' }] }, body: 'text' },
  { method: 'POST', route: CENSUS_API.event, example: { event: 'VisitPLP', data: JSON.stringify({ ...HIT, pageHash: '' }) }, body: 'form' },
  { method: 'POST', route: CENSUS_API.javascriptErrors, example: { reports: [{ event: 'error', data: { message: 'boom', pagePath: '/shop' }, timestamp: Date.now() }] }, body: 'json' },
  { method: 'POST', route: SITE_USERS_API.signIn, example: { email: 'fuzz@example.com', returnTo: '/shop' }, body: 'json' },
  { method: 'POST', route: SITE_USERS_API.signOut, example: {}, body: 'none' },
  { method: 'POST', route: SITE_USERS_API.restock, example: { productId: 'item-vase', variantId: 'VASE-ONE', language: 'fr' }, body: 'json' },
  { method: 'GET', route: SITE_USERS_API.restockGroups, example: { cursor: 'eyJ9' }, body: 'none', credential: 'owner' },
  { method: 'GET', route: SITE_USERS_API.restock, example: { productId: 'item-vase', variantId: 'VASE-ONE' }, body: 'none', credential: 'owner' },
  { method: 'POST', route: SITE_USERS_API.restockSend, example: { productId: 'item-vase', variantId: 'VASE-ONE' }, body: 'json', credential: 'owner' },
  { method: 'POST', route: SITE_USERS_API.restockSendAll, example: { sendRequests: [{ productId: 'item-vase', variantId: 'VASE-ONE' }] }, body: 'json', credential: 'owner' },
  { method: 'GET', route: '/api/owner/forms/:formId/submissions', example: { limit: '10', cursor: '' }, body: 'none', credential: 'owner' },
  { method: 'GET', route: '/api/owner/forms/:formId/submissions.csv', example: {}, body: 'none', credential: 'owner' },
  { method: 'GET', route: '/api/owner/orders', example: { limit: '10' }, body: 'none', credential: 'owner' },
  { method: 'GET', route: '/api/owner/orders.csv', example: {}, body: 'none', credential: 'owner' },
  { method: 'GET', route: '/api/owner/dev/outbox', example: { limit: '5' }, body: 'none', credential: 'owner' },
  // Writes nothing the demo's pages read: the example deletes a key of this site that was never published.
  { method: 'POST', route: PLATFORM_API.devContent, example: { put: [], delete: ['site:demo-website:asset:fuzz.txt'] }, body: 'json', credential: 'platform' },
  { method: 'POST', route: `${PLATFORM_API.websites}/:websiteId/owner-tokens`, example: { name: 'fuzz', scope: 'read' }, body: 'json', credential: 'platform' },
  { method: 'GET', route: `${PLATFORM_API.websites}/:websiteId/owner-tokens`, example: {}, body: 'none', credential: 'platform' },
  { method: 'DELETE', route: `${PLATFORM_API.websites}/:websiteId/owner-tokens/:tokenId`, example: {}, body: 'none', credential: 'platform' },
  { method: 'GET', route: `${OWNER_API.inventory}/:itemId`, example: {}, body: 'none', credential: 'owner' },
  { method: 'PUT', route: `${OWNER_API.inventory}/:itemId`, example: { sku: 'TEE-M-SAGE', adjustBy: 0 }, body: 'json', credential: 'owner' },
  { method: 'GET', route: `${OWNER_API.analytics}/:report`, example: { days: '7' }, body: 'none', credential: 'owner' },
  { method: 'POST', route: `${OWNER_API.orders}/:number/refund`, example: { amountCents: 100 }, body: 'json', credential: 'owner' },
  // The card checkout's calls (#26): the shopper's cart is the one the fuzzer's visitor holds.
  { method: 'POST', route: CHECKOUT_PAYMENT_API.intent, example: {}, body: 'json' },
  { method: 'POST', route: CHECKOUT_PAYMENT_API.pay, example: { intent: 'place', email: 'ada@example.com', firstName: 'Ada', lastName: 'L', country: 'US', line1: '1 Main St', city: 'Portland', region: 'OR', postcode: '97201' }, body: 'json' },
  { method: 'POST', route: CHECKOUT_PAYMENT_API.release, example: {}, body: 'json' },
  // Stripe's webhook: without Stripe's signature, refused before anything is read.
  { method: 'POST', route: STRIPE_WEBHOOK_PATH, example: { id: 'evt_fuzz', type: 'payment_intent.succeeded', data: { object: { id: 'pi_fuzz' } } }, body: 'json' },
];
