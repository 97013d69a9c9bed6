// The captcha widget (spec sections 2 and 7): Cloudflare Turnstile, rendered
// into a form's `.captcha-container` with the form's enterprise action name,
// in compact mode under 320 px of window width. The Worker checks the token.
// When the provider's script cannot load, the container says so in the site's
// language. In local development without captcha keys the Worker puts its own
// development check in the container (worker/forms/development-check.ts): a
// box that needs no network, answering until the provider's widget loads in
// its place, if it ever does.
import { messages } from '../messages';

/** The part of Turnstile's browser API this module uses. */
interface Turnstile {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** Spec section 2: the captcha switches to compact mode under this width. */
export const COMPACT_BELOW_PX = 320;
/** Resizes are handled once the window has settled (spec section 9's modal timeout, reused). */
const RESIZE_SETTLE_MS = 100;

let loading: Promise<Turnstile> | undefined;

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('captcha script has no API')));
    script.onerror = () => reject(new Error('captcha script did not load'));
    document.head.append(script);
  });
  return loading;
}

const sizeFor = (width: number) => (width < COMPACT_BELOW_PX ? 'compact' : 'normal');

/** The development check's box, which the Worker marks so. */
const DEVELOPMENT_CHECK = 'input[data-development-check]';

/** Tells the visitor the check could not load, where the widget would have been (no silent disabled button). */
function showUnavailable(container: HTMLElement): void {
  const note = document.createElement('p');
  note.className = 'captcha-unavailable';
  note.setAttribute('role', 'alert');
  note.textContent = messages.CAPTCHA_UNAVAILABLE;
  container.replaceChildren(note);
}

/** A captcha bound to a form: its token once solved, and a reset after each attempt (tokens are single-use). */
export interface Captcha {
  token(): string | null;
  reset(): void;
}

/**
 * Renders the captcha into `container`; `onSolved` hears whether a token is
 * held, so the form can keep its submit button disabled until it is. The
 * site key comes from the container or, for the restock form (whose markup
 * has none), from the page's `captcha-site-key` meta element.
 */
export function mountCaptcha(container: HTMLElement, action: string, onSolved: (solved: boolean) => void): Captcha {
  const sitekey = container.dataset.siteKey || document.querySelector<HTMLMetaElement>('meta[name="captcha-site-key"]')?.content || '';
  let token: string | null = null;
  let widget: string | null = null;
  let size = sizeFor(window.innerWidth);
  const solved = (value: string | null) => {
    token = value;
    onSolved(value !== null);
  };

  const render = (turnstile: Turnstile) => {
    if (widget !== null) turnstile.remove(widget);
    container.dataset.size = size;
    widget = turnstile.render(container, {
      sitekey,
      action,
      size,
      callback: (value: string) => solved(value),
      'expired-callback': () => solved(null),
      'error-callback': () => solved(null),
    });
  };

  // Local development's own check answers at once; the provider's widget takes its place once (and if) its script loads.
  const check = container.querySelector<HTMLInputElement>(DEVELOPMENT_CHECK);
  check?.addEventListener('change', () => solved(check.checked ? check.value : null));
  solved(check?.checked ? check.value : null);
  loadTurnstile().then(
    (turnstile) => {
      check?.closest('label')?.remove();
      solved(null);
      render(turnstile);
    },
    (error: unknown) => {
      if (check) return;
      console.warn('captcha unavailable', error);
      showUnavailable(container);
    },
  );
  let settle: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      const wanted = sizeFor(window.innerWidth);
      if (wanted === size || !window.turnstile) return;
      size = wanted;
      solved(null);
      render(window.turnstile);
    }, RESIZE_SETTLE_MS);
  });

  return {
    token: () => token,
    reset() {
      solved(null);
      if (check) check.checked = false;
      if (widget !== null) window.turnstile?.reset(widget);
    },
  };
}
