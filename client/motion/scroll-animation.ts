// Scroll animations: a block marked `data-scroll-animation` rises into place
// the first time it scrolls into view, from the spec's default scroll offset
// below, over its own duration in milliseconds (the attribute's value) or the
// default tween, never shorter than the minimum (spec section 9). The block is
// never hidden beforehand, so the page reads the same without this script,
// and a transform moves no other box, so nothing shifts the layout. A visitor
// who asks for reduced motion gets the blocks as they are.
import { ANIMATION, tweenMs } from '../../schemas/site/gallery';
import { prefersReducedMotion } from './reduced-motion';

export function bindScrollAnimations(blocks: readonly HTMLElement[]): void {
  if (prefersReducedMotion()) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const block = entry.target as HTMLElement;
      const duration = tweenMs(Number(block.dataset.scrollAnimation) || undefined);
      block.animate([{ opacity: 0, transform: `translateY(${ANIMATION.defaultScrollOffset}px)` }, { opacity: 1, transform: 'none' }], { duration, easing: 'ease-out' });
    }
  });
  for (const block of blocks) observer.observe(block);
}
