/** What a visitor does first when about to use a control: a pointer over it, a touch, focus, a key. */
const FIRST_TOUCHES = ['pointerover', 'touchstart', 'focusin', 'keydown', 'click', 'submit'] as const;

/**
 * `wake` hydrates the island and calls `listening` as soon as React listens on
 * the root: from then on React answers a press itself (hydrating what it needs
 * first), so one remembered as well would be answered twice.
 */
export type Wake = (listening: () => void) => Promise<void>;

/**
 * Wakes a server-rendered island on the visitor's first touch of `root`, so
 * its React loads only for a visitor who uses it. Nothing done before React
 * listens is lost, nor done twice: a form sent meanwhile is held and sent
 * again once hydrated (or, if the island cannot wake, posted as without
 * scripts, and the Worker answers with the page); a press of a plain button
 * (not a form's) is pressed again.
 */
export function wakeOnTouch(root: HTMLElement, wake: Wake): void {
  let pressed: HTMLButtonElement | null = null;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const remember = (event: Event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[type="button"]');
    if (button && root.contains(button)) pressed = button;
  };
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    held = { form: event.target as HTMLFormElement, submitter: event.submitter };
  };
  const stopHolding = () => {
    root.removeEventListener('click', remember, true);
    root.removeEventListener('submit', hold, true);
  };
  const start = () => {
    for (const type of FIRST_TOUCHES) root.removeEventListener(type, start, true);
    wake(stopHolding).then(
      () => {
        stopHolding();
        pressed?.click();
        held?.form.requestSubmit(held.submitter);
      },
      (error: unknown) => {
        stopHolding();
        console.warn('island not hydrated', error);
        held?.form.submit();
      },
    );
  };
  root.addEventListener('click', remember, true);
  root.addEventListener('submit', hold, true);
  for (const type of FIRST_TOUCHES) root.addEventListener(type, start, { capture: true, passive: true });
}
