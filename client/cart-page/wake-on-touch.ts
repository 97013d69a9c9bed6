/** What a visitor does first when about to use a control: a pointer over it, a touch, focus, a key. */
const FIRST_TOUCHES = ['pointerover', 'touchstart', 'focusin', 'keydown', 'click', 'submit'] as const;

/**
 * Wakes a server-rendered island on the visitor's first touch of `root`, so
 * its React loads only for a visitor who uses it. Nothing done before it is
 * awake is lost: a submitted form is kept by React's own form replay (the
 * server's inline script) and run once hydrated; a press of a plain button
 * (not a form's) is pressed again once `wake` has hydrated the island.
 */
export function wakeOnTouch(root: HTMLElement, wake: () => Promise<void>): void {
  let pressed: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[type="button"]');
    if (button && root.contains(button)) pressed = button;
  };
  const start = () => {
    for (const type of FIRST_TOUCHES) root.removeEventListener(type, start, true);
    wake().then(
      () => pressed?.click(),
      (error: unknown) => console.warn('island not hydrated', error),
    ).finally(() => root.removeEventListener('click', remember, true));
  };
  root.addEventListener('click', remember, true);
  for (const type of FIRST_TOUCHES) root.addEventListener(type, start, { capture: true, passive: true });
}
