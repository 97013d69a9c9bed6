// The checkout form works without scripts: 'Update' buttons save what was
// typed and show the page again with the chosen country's address fields,
// shipping options and totals. With scripts, choosing a country or a
// shipping option does that by itself, and those buttons step aside.

/** Saves the form through the update button beside `control`, skipping validation as that button does. */
function updateOnChange(form: HTMLFormElement, control: string, button: string): void {
  const update = form.querySelector<HTMLButtonElement>(button);
  if (!update) return;
  update.hidden = true;
  form.addEventListener('change', (event) => {
    if ((event.target as Element).matches(control)) form.requestSubmit(update);
  });
}

export function bindCheckoutForm(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-checkout-form]');
  if (!form) return;
  updateOnChange(form, '[data-checkout-country]', '.checkout-country-update');
  updateOnChange(form, '[data-checkout-shipping]', '.checkout-shipping-update');
}
