import { ADD_TO_CART_FAILED_TITLE } from '../schemas/messages';
import { addToCart } from './api';
import type { CartStore } from './cart-store';

// Timings of the add-to-cart button states (spec sections 4 and 9).
const ADDED_DELAY_MS = 1000;
const ADDED_DURATION_MS = 2000;
const ERROR_RESET_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function quantityFor(button: HTMLElement): number {
  const input = button.closest('[data-product]')?.querySelector<HTMLInputElement>('input[name="quantity"]');
  return input ? Number(input.value) : 1;
}

function showError(button: HTMLElement, message: string): void {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.className = 'add-to-cart-error';
  const title = document.createElement('strong');
  title.textContent = ADD_TO_CART_FAILED_TITLE;
  alert.append(title, ' ', message);
  button.insertAdjacentElement('afterend', alert);
}

async function add(button: HTMLButtonElement, store: CartStore): Promise<void> {
  const label = button.textContent;
  button.dataset.state = 'adding';
  button.textContent = 'Adding…';
  button.nextElementSibling?.matches('.add-to-cart-error') && button.nextElementSibling.remove();
  try {
    const { itemId = '', sku = '' } = button.dataset;
    const { shoppingCart } = await addToCart({ itemId, sku, quantity: quantityFor(button) });
    store.update(shoppingCart);
    await wait(ADDED_DELAY_MS);
    button.dataset.state = 'added';
    button.textContent = 'Added!';
    await wait(ADDED_DURATION_MS);
  } catch (error) {
    showError(button, (error as Error).message);
    await wait(ERROR_RESET_MS);
  }
  delete button.dataset.state;
  button.textContent = label;
}

/** One delegated listener serves every add-to-cart button the templates render. */
export function bindAddToCartButtons(store: CartStore): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-add-to-cart]');
    if (!button || button.disabled) return;
    event.preventDefault();
    // A button that is adding or already shows 'Added!' ignores clicks.
    if (button.dataset.state) return;
    void add(button, store);
  });
}
