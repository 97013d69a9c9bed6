// The page's first script, inline in the head (worker/render/document.tsx), so
// Add To Cart answers from the first paint, before the page's module has come
// over a slow network: a press shows 'Adding…' at once and waits in its form
// for the module, which sends it (bind.ts). The label comes from the script
// element, in the site's language. If the module cannot load, the form posts
// as it does without scripts.
import { ADD_TO_CART_BUTTON, ADD_TO_CART_FORM, isBusy, PRESSED_EARLY, showAdding } from './button-state';

const addingLabel = document.currentScript?.dataset.addingLabel ?? '';
let moduleFailed = false;

// On the window, after the module's own listener on the document: a press the module took is prevented already.
addEventListener('submit', (event) => {
  const form = event.target;
  if (moduleFailed || event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(ADD_TO_CART_FORM)) return;
  const button = form.querySelector<HTMLElement>(ADD_TO_CART_BUTTON);
  if (!button) return;
  event.preventDefault();
  if (isBusy(button)) return;
  showAdding(button, addingLabel);
  form.setAttribute(PRESSED_EARLY, '');
});

// A module script that fails to load reports it on its element; the error does not bubble, so it is caught on the way down.
addEventListener(
  'error',
  (event) => {
    const script = event.target;
    if (!(script instanceof HTMLScriptElement) || script.type !== 'module') return;
    moduleFailed = true;
    for (const form of document.querySelectorAll<HTMLFormElement>(`${ADD_TO_CART_FORM}[${PRESSED_EARLY}]`)) form.submit();
  },
  true,
);
