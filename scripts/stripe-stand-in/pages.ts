// What the stand-in serves to browsers: its Stripe.js (the few calls the
// checkout makes), the card field's frame and the 3-D Secure challenge's.
// The card is typed into a frame of the stand-in's own origin and sent from
// there to the stand-in, so, as with Stripe, no card number ever reaches the
// store's pages or its Worker. Plain browser JavaScript in strings: these run
// in Chromium, never in Node or the Worker.

export const STRIPE_JS_PATH = '/v3/';
export const CARD_PAGE_PATH = '/elements/payment';
export const CHALLENGE_PAGE_PATH = '/3ds/challenge';

/** The card field's words in the languages the store speaks (Stripe's own Payment Element has many more). */
const WORDS: Record<string, Record<'number' | 'expiry' | 'cvc' | 'card' | 'title' | 'complete' | 'fail' | 'explain', string>> = {
  en: { card: 'Card', number: 'Card number', expiry: 'Expiration date (MM / YY)', cvc: 'Security code', title: '3D Secure test payment page', complete: 'Complete authentication', fail: 'Fail authentication', explain: 'This is a test page of the local Stripe stand-in: choose how your bank answers.' },
  fr: { card: 'Carte', number: 'Numéro de carte', expiry: 'Date d’expiration (MM / AA)', cvc: 'Code de sécurité', title: 'Page de test 3D Secure', complete: 'Valider l’authentification', fail: 'Échec de l’authentification', explain: 'Page de test du remplaçant local de Stripe : choisissez la réponse de votre banque.' },
  de: { card: 'Karte', number: 'Kartennummer', expiry: 'Ablaufdatum (MM / JJ)', cvc: 'Sicherheitscode', title: '3D-Secure-Testseite', complete: 'Authentifizierung abschließen', fail: 'Authentifizierung fehlschlagen lassen', explain: 'Testseite des lokalen Stripe-Ersatzes: Wählen Sie die Antwort Ihrer Bank.' },
  es: { card: 'Tarjeta', number: 'Número de tarjeta', expiry: 'Fecha de caducidad (MM / AA)', cvc: 'Código de seguridad', title: 'Página de prueba de 3D Secure', complete: 'Completar la autenticación', fail: 'Hacer fallar la autenticación', explain: 'Página de prueba del sustituto local de Stripe: elige la respuesta de tu banco.' },
};

const wordsFor = (locale: string | null) => WORDS[(locale ?? 'en').split('-')[0].toLowerCase()] ?? WORDS.en;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The Payment Element's appearance variables the checkout passes, as CSS; anything else is ignored, as Stripe ignores what it does not know. */
function appearanceCss(encoded: string | null): string {
  let variables: Record<string, unknown> = {};
  try {
    variables = (JSON.parse(encoded ?? '{}') as { variables?: Record<string, unknown> }).variables ?? {};
  } catch {
    // A malformed appearance draws the defaults.
  }
  const safe = (name: string, fallback: string) => {
    const value = variables[name];
    return typeof value === 'string' && /^[\w\s#%(),.'"-]{1,200}$/.test(value) ? value : fallback;
  };
  return `:root{--primary:${safe('colorPrimary', '#0570de')};--background:${safe('colorBackground', '#ffffff')};--text:${safe('colorText', '#30313d')};--danger:${safe('colorDanger', '#df1b41')};--font:${safe('fontFamily', 'system-ui, sans-serif')};--radius:${safe('borderRadius', '4px')}}`;
}

const PAGE_STYLE = `
*{box-sizing:border-box}html,body{margin:0;background:transparent;color:var(--text);font-family:var(--font);font-size:15px}
label{display:block;margin:0 0 4px}input{width:100%;padding:10px;margin:0 0 10px;border:1px solid #d6d6d6;border-radius:var(--radius);background:var(--background);color:var(--text);font:inherit}
input:focus{outline:2px solid var(--primary);outline-offset:0}.row{display:flex;gap:10px}.row>div{flex:1}
.tab{display:inline-block;padding:6px 10px;margin:0 0 10px;border:2px solid var(--primary);border-radius:var(--radius);font-weight:600}
button{padding:10px 14px;margin:6px 6px 0 0;border:0;border-radius:var(--radius);background:var(--primary);color:#fff;font:inherit;cursor:pointer}button.fail{background:var(--danger)}`;

/** Posts to the stand-in's API from its own origin, as Stripe.js posts to Stripe's: the publishable key and the client secret. */
const API_CALL = `
const query = new URLSearchParams(location.search);
const clientSecret = query.get('client_secret') || '';
const intentId = clientSecret.split('_secret_')[0];
async function api(action, fields) {
  const body = new URLSearchParams({ key: query.get('pk') || '', client_secret: clientSecret, ...fields });
  const response = await fetch('/v1/payment_intents/' + encodeURIComponent(intentId) + '/' + action, { method: 'POST', body });
  const answer = await response.json();
  return response.ok ? { paymentIntent: answer } : { error: answer.error };
}
const tell = (message) => parent.postMessage({ standIn: true, ...message }, '*');`;

/** The card field: number, expiry and security code, in a frame of the stand-in's origin. */
export function cardPage(url: URL): string {
  const words = wordsFor(url.searchParams.get('locale'));
  return `<!doctype html><html lang="${escape(url.searchParams.get('locale') ?? 'en')}"><meta charset="utf-8"><title>${escape(words.card)}</title>
<style>${appearanceCss(url.searchParams.get('appearance'))}${PAGE_STYLE}</style>
<form id="card" novalidate>
<span class="tab">${escape(words.card)}</span>
<label for="number">${escape(words.number)}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">
<div class="row"><div><label for="expiry">${escape(words.expiry)}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY"></div>
<div><label for="cvc">${escape(words.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></div></div>
</form>
<script>${API_CALL}
const form = document.getElementById('card');
const size = () => tell({ type: 'resize', height: document.documentElement.scrollHeight });
new ResizeObserver(size).observe(document.body);
form.addEventListener('input', () => tell({ type: 'change', complete: form.number.value.replace(/\\D/g, '').length >= 12 && form.expiry.value.length >= 4 && form.cvc.value.length >= 3 }));
addEventListener('message', async (event) => {
  if (event.source !== parent || !event.data || event.data.standIn !== true || event.data.type !== 'confirm') return;
  const [month, year] = form.expiry.value.split('/').map((part) => part.trim());
  const result = await api('confirm', {
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': form.number.value,
    'payment_method_data[card][exp_month]': month || '',
    'payment_method_data[card][exp_year]': year || '',
    'payment_method_data[card][cvc]': form.cvc.value,
    return_url: event.data.returnUrl || '',
  });
  tell({ type: 'confirmed', result });
});
tell({ type: 'ready' });
size();
</script></html>`;
}

/** The bank's challenge, as Stripe's test mode shows it: pass or fail. */
export function challengePage(url: URL): string {
  const words = wordsFor(url.searchParams.get('locale'));
  return `<!doctype html><html lang="${escape(url.searchParams.get('locale') ?? 'en')}"><meta charset="utf-8"><title>${escape(words.title)}</title>
<style>${appearanceCss(null)}${PAGE_STYLE}body{padding:16px;background:#fff}</style>
<h1>${escape(words.title)}</h1><p>${escape(words.explain)}</p>
<button type="button" id="complete">${escape(words.complete)}</button><button type="button" class="fail" id="fail">${escape(words.fail)}</button>
<script>${API_CALL}
for (const [id, outcome] of [['complete', 'complete'], ['fail', 'fail']]) {
  document.getElementById(id).addEventListener('click', async () => tell({ type: 'authenticated', result: await api('authenticate', { outcome }) }));
}
</script></html>`;
}

/**
 * The stand-in's Stripe.js: \`Stripe(pk)\`, \`elements({ clientSecret,
 * appearance, locale })\`, \`elements.create('payment')\`, \`mount\`,
 * \`elements.fetchUpdates()\` and \`confirmPayment({ elements, confirmParams:
 * { return_url }, redirect })\`, answering as Stripe.js does: \`{ paymentIntent }\`
 * or \`{ error }\`; a card that asks for 3-D Secure opens the challenge first.
 */
export const STRIPE_JS = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const fromStandIn = (frame, type) => new Promise((resolve) => {
    const listen = (event) => {
      if (event.origin !== origin || event.source !== frame.contentWindow || !event.data || event.data.standIn !== true || event.data.type !== type) return;
      removeEventListener('message', listen);
      resolve(event.data);
    };
    addEventListener('message', listen);
  });
  function frameUrl(path, options) {
    const url = new URL(path, origin);
    url.searchParams.set('pk', options.publishableKey);
    url.searchParams.set('client_secret', options.clientSecret);
    url.searchParams.set('locale', options.locale || 'auto');
    url.searchParams.set('appearance', JSON.stringify(options.appearance || {}));
    return url.href;
  }
  function challenge(options) {
    const overlay = document.createElement('div');
    overlay.setAttribute('data-stand-in-challenge', '');
    overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647';
    const frame = document.createElement('iframe');
    frame.title = '3D Secure';
    frame.style.cssText = 'width:min(420px,92vw);height:320px;border:0;border-radius:8px;background:#fff';
    frame.src = frameUrl('${CHALLENGE_PAGE_PATH}', options);
    overlay.append(frame);
    document.body.append(overlay);
    return fromStandIn(frame, 'authenticated').then((message) => { overlay.remove(); return message.result; });
  }
  window.Stripe = function Stripe(publishableKey) {
    return {
      elements({ clientSecret, appearance, locale }) {
        const options = { publishableKey, clientSecret, appearance, locale };
        const elements = {
          frame: null,
          create(type) {
            if (type !== 'payment') throw new Error('The Stripe stand-in makes the payment element only.');
            const handlers = {};
            return {
              mount(target) {
                const host = typeof target === 'string' ? document.querySelector(target) : target;
                const frame = document.createElement('iframe');
                frame.title = 'Secure payment input frame';
                frame.name = 'stand-in-payment-element';
                frame.style.cssText = 'width:100%;border:0;height:180px;display:block';
                frame.src = frameUrl('${CARD_PAGE_PATH}', options);
                addEventListener('message', (event) => {
                  if (event.origin !== origin || event.source !== frame.contentWindow || !event.data || event.data.standIn !== true) return;
                  if (event.data.type === 'resize') frame.style.height = event.data.height + 'px';
                  if (event.data.type === 'ready') (handlers.ready || []).forEach((handler) => handler({ elementType: 'payment' }));
                  if (event.data.type === 'change') (handlers.change || []).forEach((handler) => handler({ elementType: 'payment', complete: event.data.complete }));
                });
                host.replaceChildren(frame);
                elements.frame = frame;
              },
              on(name, handler) { (handlers[name] = handlers[name] || []).push(handler); return this; },
              unmount() { elements.frame && elements.frame.remove(); elements.frame = null; },
              destroy() { this.unmount(); },
            };
          },
          fetchUpdates() { return Promise.resolve({}); },
        };
        elements.options = options;
        return elements;
      },
      async confirmPayment({ elements, confirmParams, redirect }) {
        const frame = elements.frame;
        if (!frame) return { error: { type: 'validation_error', message: 'The payment element is not mounted.' } };
        const answer = fromStandIn(frame, 'confirmed');
        frame.contentWindow.postMessage({ standIn: true, type: 'confirm', returnUrl: confirmParams && confirmParams.return_url }, origin);
        let result = (await answer).result;
        if (result.paymentIntent && result.paymentIntent.status === 'requires_action') result = await challenge(elements.options);
        if (result.error || redirect === 'if_required') return result;
        const back = new URL(confirmParams.return_url);
        back.searchParams.set('payment_intent', result.paymentIntent.id);
        back.searchParams.set('payment_intent_client_secret', result.paymentIntent.client_secret);
        back.searchParams.set('redirect_status', result.paymentIntent.status);
        location.assign(back.href);
        return new Promise(() => {});
      },
    };
  };
})();`;
