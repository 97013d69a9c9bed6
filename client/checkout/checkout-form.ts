// The checkout form works without scripts: 'Update' and 'Apply' save what was
// typed and show the page again, with the chosen country's address fields,
// its shipping options and the totals. With scripts the same saving happens in
// place: choosing a country, a listed region, a shipping option or whether the
// bill goes elsewhere saves by itself, and the page's parts are redrawn from
// the server's answer, so the total shown is always the one the order is
// placed at, and each address shows its country's fields.

import { CHECKOUT_FORM } from '../island-roots';

const REDRAWS = '[data-checkout-country], [data-checkout-region], [data-checkout-shipping], [data-checkout-billing-same]';

/** The form's fields as text, as a browser would post them. */
function fieldsOf(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  return fields;
}

/**
 * One save at a time: a change made while one is on its way is sent once it
 * is answered, so the server saves them in the order they were made (two at
 * once could land the older last), and only the answer to the last is drawn.
 */
let saving = false;
let changedWhileSaving = false;

type TypedField = HTMLInputElement | HTMLSelectElement;
const isTyped = (element: Element): element is TypedField =>
  (element instanceof HTMLInputElement && !['hidden', 'radio', 'checkbox'].includes(element.type)) || element instanceof HTMLSelectElement;

/**
 * Swaps the checkout for the server's fresh one. Fields typed into while the
 * answer was on its way keep what was typed; focus stays where it was.
 */
function redraw(fresh: Document, sent: URLSearchParams): void {
  const page = document.querySelector('.checkout-page');
  const form = page?.querySelector<HTMLFormElement>('form[data-checkout-form]');
  const next = fresh.querySelector('.checkout-page');
  if (!page || !form || !next) return;
  const typed = [...form.elements].filter(isTyped).filter((element) => element.name !== '' && element.value !== (sent.get(element.name) ?? ''));
  const focused = document.activeElement?.id;
  const incoming = document.importNode(next, true);
  const kept = page.querySelector(KEPT);
  const slot = incoming.querySelector(KEPT_SLOT);
  if (kept && slot) replaceAround(page, kept, slot);
  else page.replaceWith(incoming);
  const redrawn = document.querySelector<HTMLFormElement>('form[data-checkout-form]');
  for (const input of typed) {
    const field = redrawn?.elements.namedItem(input.name);
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = input.value;
  }
  if (focused) document.getElementById(focused)?.focus();
  if (redrawn) bindCheckoutForm();
}

/** The mounted card field (card-payment.ts), and where the fresh page has its place. */
const KEPT = '[data-card-field][data-card-mounted]';
const KEPT_SLOT = '[data-card-field]';

/**
 * Puts the fresh page in place of `page` all but `kept`, which stays in the
 * document where it is, its ancestors taking the fresh ones' attributes and
 * children around it: a frame taken out of the document loads again, and the
 * card typed into it would be gone.
 */
function replaceAround(page: Element, kept: Element, slot: Element): void {
  let [live, fresh] = [kept, slot];
  while (live !== page && live.parentElement && fresh.parentElement) {
    const [liveParent, freshParent] = [live.parentElement, fresh.parentElement];
    const siblings = [...freshParent.childNodes];
    const at = siblings.indexOf(fresh);
    for (const node of [...liveParent.childNodes]) if (node !== live) node.remove();
    live.before(...siblings.slice(0, at));
    live.after(...siblings.slice(at + 1));
    for (const { name } of [...liveParent.attributes]) if (!freshParent.hasAttribute(name)) liveParent.removeAttribute(name);
    for (const { name, value } of [...freshParent.attributes]) liveParent.setAttribute(name, value);
    [live, fresh] = [liveParent, freshParent];
  }
}

async function update(form: HTMLFormElement): Promise<void> {
  if (saving) {
    changedWhileSaving = true;
    return;
  }
  saving = true;
  form.setAttribute('aria-busy', 'true');
  try {
    for (;;) {
      changedWhileSaving = false;
      const sent = fieldsOf(form);
      sent.set('intent', 'update');
      const response = await fetch(form.action, { method: 'POST', body: sent, credentials: 'same-origin' });
      // Saved and redirected back to the checkout: draw it. Anything else is shown as the server means it.
      if (!response.ok || !response.redirected) throw new Error(`HTTP ${response.status}`);
      const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
      if (changedWhileSaving) continue;
      saving = false;
      redraw(fresh, sent);
      return;
    }
  } catch {
    saving = false;
    // The browser posts it instead: the page it gets back says what went wrong.
    form.removeAttribute('aria-busy');
    form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'intent', value: 'update' }));
    form.submit();
  }
}

/** Whether a control shows another choice than the page was drawn with: made before the script came, or restored by the browser. */
function chosenSinceDrawn(element: Element): boolean {
  if (element instanceof HTMLSelectElement) {
    const drawn = [...element.options].findIndex((option) => option.defaultSelected);
    return element.selectedIndex !== Math.max(drawn, 0);
  }
  if (element instanceof HTMLInputElement) return element.type === 'checkbox' || element.type === 'radio' ? element.checked !== element.defaultChecked : element.value !== element.defaultValue;
  return false;
}

/** A form kept through a redraw (the card field's ancestors are) is bound once. */
const bound = new WeakSet<HTMLFormElement>();

export function bindCheckoutForm(): void {
  const form = document.querySelector<HTMLFormElement>(CHECKOUT_FORM);
  if (!form) return;
  for (const button of form.querySelectorAll<HTMLButtonElement>('.checkout-country-update, .checkout-shipping-update, .checkout-billing-update')) button.hidden = true;
  if (bound.has(form)) return;
  bound.add(form);
  form.addEventListener('change', (event) => {
    if ((event.target as Element).matches(REDRAWS)) void update(form);
  });
  form.addEventListener('submit', (event) => {
    const submitter = event.submitter;
    if (!(submitter instanceof HTMLButtonElement) || submitter.value !== 'update') return;
    event.preventDefault();
    void update(form);
  });
  // A country, region or shipping chosen on a slow phone before this ran changed nothing yet, and its Update button is now hidden.
  if ([...form.querySelectorAll(REDRAWS)].some(chosenSinceDrawn)) void update(form);
}
