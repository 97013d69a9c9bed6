// The captcha provider's browser script is an outside service, and the test
// machine has no internet: pages load this stand-in in its place (the only
// thing stubbed). It follows Turnstile's explicit-render API: render() writes
// the options it was given onto the container and shows a button that
// "solves" the challenge with a token (the container then reads
// data-stub-solved); reset() and remove() are counted.
import type { Page } from 'playwright-core';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha/local';

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js*';

function standIn(token: string, solveAtOnce: boolean): string {
  return `(() => {
  const widgets = new Map();
  let next = 0;
  window.turnstile = {
    render(container, options) {
      const id = 'widget-' + (next += 1);
      container.dataset.stubSitekey = options.sitekey;
      container.dataset.stubAction = options.action;
      container.dataset.stubSize = options.size;
      container.dataset.stubRenders = String(Number(container.dataset.stubRenders || 0) + 1);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'captcha-stub';
      button.textContent = 'I am human';
      // Marked solved once the page holds the token, so a test can wait for that as a visitor would.
      const solve = () => {
        options.callback(${JSON.stringify(token)});
        container.dataset.stubSolved = 'true';
      };
      button.addEventListener('click', solve);
      container.replaceChildren(button);
      widgets.set(id, { container, options });
      if (${solveAtOnce}) setTimeout(solve, 0);
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      widget.container.dataset.stubResets = String(Number(widget.container.dataset.stubResets || 0) + 1);
    },
    remove(id) {
      widgets.get(id).container.replaceChildren();
      widgets.delete(id);
    },
  };
})();`;
}

/** Serves the stand-in for the provider's script; its token is the provider's always-pass test token unless told otherwise. */
export async function stubTurnstile(page: Page, { token = ALWAYS_PASS_TEST_TOKEN, solveAtOnce = false } = {}): Promise<void> {
  await page.route(SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: standIn(token, solveAtOnce) }));
}
