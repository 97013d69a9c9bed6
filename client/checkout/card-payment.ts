// The checkout's card field: Stripe's Payment Element (card, and the wallets
// and Link where the browser offers them), or the local stand-in's, mounted
// with the payment the Worker made for the cart's total and drawn in the
// site's colours, fonts and language. The card is typed into Stripe's frame
// and confirmed with Stripe: it never reaches the store. Pressing Pay asks the
// Worker to hold the stock and bring the payment to the total it computes,
// then confirms; the order is placed when Stripe says the payment succeeded
// (the return URL or the webhook, whichever comes first).

import { CHECKOUT_PAYMENT_API } from '../../schemas/site/paths';
import { ApiError, call } from '../api';
import { CARD_FIELD, CHECKOUT_FORM } from '../island-roots';
import { messages } from '../messages';

/** The part of Stripe.js the checkout calls (the stand-in's Stripe.js offers the same). */
interface PaymentElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}
interface StripeElements {
  create(type: 'payment'): PaymentElement;
  fetchUpdates(): Promise<unknown>;
}
interface ConfirmResult {
  paymentIntent?: { id: string; status: string };
  error?: { message?: string };
}
interface StripeJs {
  elements(options: { clientSecret: string; appearance: Appearance; locale: string }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string }; redirect: 'if_required' }): Promise<ConfirmResult>;
}
interface Appearance {
  theme: 'stripe';
  variables: Record<string, string>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

/** Stripe.js from where the page says (its origin is the only one the page's policy lets in). */
function loadStripe(url: string): Promise<StripeFactory> {
  const loaded = (window as { Stripe?: StripeFactory }).Stripe;
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src: url, async: true });
    script.addEventListener('load', () => {
      const factory = (window as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js loaded without Stripe'));
    });
    script.addEventListener('error', () => reject(new Error('Stripe.js did not load')));
    document.head.append(script);
  });
}

/** The Payment Element in the site's own colours and fonts, as the page's stylesheet draws them. */
function appearanceOf(form: HTMLFormElement): Appearance {
  const body = getComputedStyle(document.body);
  const button = form.querySelector('.checkout-place');
  const input = form.querySelector('input:not([type="hidden"])');
  const accent = button ? getComputedStyle(button).backgroundColor : body.color;
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: accent,
      colorText: body.color,
      colorBackground: input ? getComputedStyle(input).backgroundColor : '#ffffff',
      fontFamily: body.fontFamily,
      borderRadius: input ? getComputedStyle(input).borderRadius : '4px',
    },
  };
}

/** Stripe's locales are languages (`fr`), with a few regional ones; the site's primary tag is enough for it. */
const localeOf = (language: string | undefined) => (language ?? 'auto').split('-')[0].toLowerCase() || 'auto';

/** The page's own alert for why paying failed, made when the page came without one. */
function showProblem(text: string): void {
  const page = document.querySelector('.checkout-page');
  let alert = page?.querySelector<HTMLElement>('.checkout-error');
  if (!alert && page) {
    alert = Object.assign(document.createElement('p'), { className: 'checkout-error' });
    alert.setAttribute('role', 'alert');
    page.querySelector('h1')?.after(alert);
  }
  if (alert) alert.textContent = text;
}

interface Mounted {
  stripe: StripeJs;
  elements: StripeElements;
  element: PaymentElement;
}

let mounted: Mounted | null = null;

const cartTokenOf = (form: HTMLFormElement) => (form.elements.namedItem('cartToken') as HTMLInputElement | null)?.value;

/** Mounted, the field's note for checkouts without scripts goes, and the test cards beside it step aside (client/styles.css). */
function mountInto(field: HTMLElement, card: Mounted): void {
  const host = document.createElement('div');
  field.replaceChildren(host);
  card.element.mount(host);
  field.dataset.cardMounted = '';
}

/** Without the card field, the form posts as it does without scripts: the server says why. */
function postWithoutScripts(form: HTMLFormElement): void {
  form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'intent', value: 'place' }));
  form.submit();
}

async function pay(form: HTMLFormElement, card: Mounted): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  fields.intent = 'place';
  let held: { clientSecret: string; returnUrl: string };
  try {
    held = await call(CHECKOUT_PAYMENT_API.pay, { method: 'POST', body: JSON.stringify(fields) });
  } catch (error) {
    // A field to fix, a changed total, an empty cart: the server's own page shows it, with what was typed.
    if (error instanceof ApiError && error.fromServer && error.status < 500 && error.status !== 429) return postWithoutScripts(form);
    throw error;
  }
  await card.elements.fetchUpdates();
  const result = await card.stripe.confirmPayment({ elements: card.elements, confirmParams: { return_url: held.returnUrl }, redirect: 'if_required' });
  if (result.error || !result.paymentIntent) {
    showProblem(result.error?.message ?? messages.PAYMENT_UNAVAILABLE);
    // The Worker asks Stripe itself before it lets the stock and the cart go.
    await call(CHECKOUT_PAYMENT_API.release, { method: 'POST', body: JSON.stringify({ cartToken: cartTokenOf(form) }) }).catch(() => undefined);
    return;
  }
  location.assign(`${held.returnUrl}?payment_intent=${encodeURIComponent(result.paymentIntent.id)}`);
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  const button = event.submitter;
  if (!mounted || !(form instanceof HTMLFormElement) || !form.matches(CHECKOUT_FORM) || !(button instanceof HTMLButtonElement) || button.value !== 'place') return;
  event.preventDefault();
  const card = mounted;
  button.disabled = true;
  form.setAttribute('aria-busy', 'true');
  pay(form, card)
    .catch((error: unknown) => showProblem(error instanceof ApiError ? error.message : messages.PAYMENT_UNAVAILABLE))
    .finally(() => {
      button.disabled = false;
      form.removeAttribute('aria-busy');
    });
}

/** Mounts the card field of the checkout page, if it has one, and takes over its Pay button. */
export async function bindCardPayment(): Promise<void> {
  const field = document.querySelector<HTMLElement>(CARD_FIELD);
  const form = field?.closest<HTMLFormElement>(CHECKOUT_FORM);
  if (!field || !form || mounted) return;
  try {
    const [Stripe, { clientSecret }] = await Promise.all([
      loadStripe(field.dataset.scriptUrl ?? ''),
      call<{ clientSecret: string }>(CHECKOUT_PAYMENT_API.intent, { method: 'POST', body: JSON.stringify({ cartToken: cartTokenOf(form) }) }),
    ]);
    // A country or shipping chosen while Stripe.js and the payment were on their way redrew the page: its field is a fresh one.
    const live = document.querySelector<HTMLElement>(CARD_FIELD) ?? field;
    const stripe = Stripe(live.dataset.publishableKey ?? '');
    const elements = stripe.elements({ clientSecret, appearance: appearanceOf(live.closest<HTMLFormElement>(CHECKOUT_FORM) ?? form), locale: localeOf(live.dataset.locale) });
    mounted = { stripe, elements, element: elements.create('payment') };
    mountInto(live, mounted);
  } catch {
    const note = (document.querySelector<HTMLElement>(CARD_FIELD) ?? field).querySelector('[data-card-needs-script]');
    if (note) note.textContent = messages.CARD_FIELD_FAILED;
    return;
  }
  // The form's redraws after a change of country or shipping leave the mounted field where it is (checkout-form.ts).
  document.addEventListener('submit', onSubmit);
}
