// Slideshow and slider galleries (templates/fragments/gallery): one slide
// shown at a time, moved by the Previous and Next buttons, the arrow keys
// while the gallery has focus, a swipe, or autoplay at the gallery's delay.
// Autoplay stops for good once the visitor moves the gallery themselves, and
// pauses while the pointer or focus is on it; a visitor who asks for reduced
// motion gets no autoplay and no slide animation.
import { fadeIn, prefersReducedMotion } from '../motion/reduced-motion';
import { GALLERY_SHOW_EVENT } from './events';

/** A horizontal pointer move longer than this, in CSS pixels, is a swipe. */
const SWIPE_PX = 40;

export function bindSlideshow(gallery: HTMLElement): void {
  const slides = [...gallery.querySelectorAll<HTMLElement>('.gallery-slide')];
  if (slides.length < 2) return;
  const position = gallery.querySelector('.gallery-position');
  let current = 0;
  let timer: number | undefined;
  let stopped = prefersReducedMotion() || gallery.dataset.autoplay !== 'true';
  let paused = false;

  function show(index: number): void {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, at) => (slide.hidden = at !== current));
    gallery.dataset.current = String(current);
    if (position) position.textContent = `${current + 1} / ${slides.length}`;
    fadeIn(slides[current]);
  }

  function schedule(): void {
    window.clearTimeout(timer);
    if (stopped || paused) return;
    timer = window.setTimeout(() => {
      show(current + 1);
      schedule();
    }, Number(gallery.dataset.autoplayDelay));
  }

  /** The visitor took over: their choice stays on screen. */
  const byHand = (index: number) => {
    stopped = true;
    window.clearTimeout(timer);
    show(index);
  };

  gallery.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('.gallery-prev')) byHand(current - 1);
    if (target.closest('.gallery-next')) byHand(current + 1);
  });
  // The lightbox shows the slide it was left on.
  gallery.addEventListener(GALLERY_SHOW_EVENT, (event) => byHand((event as CustomEvent<number>).detail));
  gallery.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') byHand(current - 1);
    else if (event.key === 'ArrowRight') byHand(current + 1);
    else return;
    event.preventDefault();
  });
  let startX: number | null = null;
  // A dragged image would cancel the pointer before it is lifted.
  gallery.addEventListener('dragstart', (event) => event.preventDefault());
  gallery.addEventListener('pointerdown', (event) => (startX = event.clientX));
  gallery.addEventListener('pointerup', (event) => {
    if (startX === null) return;
    const moved = event.clientX - startX;
    startX = null;
    if (Math.abs(moved) >= SWIPE_PX) byHand(moved < 0 ? current + 1 : current - 1);
  });
  const pause = (value: boolean) => () => {
    paused = value;
    schedule();
  };
  gallery.addEventListener('pointerenter', pause(true));
  gallery.addEventListener('pointerleave', pause(false));
  gallery.addEventListener('focusin', pause(true));
  gallery.addEventListener('focusout', pause(false));
  gallery.tabIndex = 0;
  gallery.dataset.galleryReady = 'true';
  schedule();
}
