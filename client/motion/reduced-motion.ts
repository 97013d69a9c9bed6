// The page's motion follows the visitor's `prefers-reduced-motion`: with it,
// nothing moves that need not (no autoplay, no fades, no scroll animations).
import { tweenMs } from '../../schemas/site/gallery';

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Fades an element in over the default tween, unless the visitor asked for less motion. */
export function fadeIn(element: Element): void {
  if (!prefersReducedMotion()) element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: tweenMs(), easing: 'ease-out' });
}
