// The gallery lightbox: a modal <dialog> showing one image large, moved with
// the arrow keys or its buttons, closed with Escape or its button; focus goes
// back to the image that opened it.
import { element } from '../dom';
import { messages } from '../messages';
import { fadeIn } from '../motion/reduced-motion';
import { GALLERY_SHOW_EVENT } from './events';

function dialogFor(gallery: HTMLElement): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'gallery-lightbox';
  dialog.setAttribute('aria-label', gallery.getAttribute('aria-label') ?? messages.GALLERY_LABEL);
  // Built as elements: the labels are the catalogue's, in the page's language.
  const button = (name: string, label: string, text: string) => element('button', { type: 'button', class: `gallery-lightbox-${name}`, 'aria-label': label }, text);
  dialog.append(
    element('figure', { class: 'gallery-lightbox-figure' }),
    button('prev', messages.GALLERY_PREVIOUS, '‹'),
    button('next', messages.GALLERY_NEXT, '›'),
    button('close', messages.CLOSE_LABEL, '×'),
  );
  document.body.append(dialog);
  return dialog;
}

export function bindLightbox(gallery: HTMLElement): void {
  const openers = [...gallery.querySelectorAll<HTMLButtonElement>('.gallery-open')];
  if (openers.length === 0) return;
  let dialog: HTMLDialogElement | null = null;
  let current = 0;

  function show(index: number): void {
    current = (index + openers.length) % openers.length;
    const image = openers[current].querySelector('img');
    const figure = dialog!.querySelector('figure')!;
    const large = document.createElement('img');
    large.alt = image?.alt ?? '';
    large.src = image?.currentSrc || image?.src || '';
    figure.replaceChildren(large);
    dialog!.dataset.current = String(current);
    fadeIn(large);
  }

  function open(index: number): void {
    if (!dialog) {
      dialog = dialogFor(gallery);
      dialog.addEventListener('click', (event) => {
        const target = event.target as Element;
        if (target.closest('.gallery-lightbox-prev')) show(current - 1);
        else if (target.closest('.gallery-lightbox-next')) show(current + 1);
        else if (target.closest('.gallery-lightbox-close') || target === dialog) dialog!.close();
      });
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'ArrowLeft') show(current - 1);
        else if (event.key === 'ArrowRight') show(current + 1);
      });
      dialog.addEventListener('close', () => {
        gallery.dispatchEvent(new CustomEvent(GALLERY_SHOW_EVENT, { detail: current }));
        openers[current].focus();
      });
    }
    show(index);
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>('.gallery-lightbox-close')!.focus();
  }

  openers.forEach((opener, index) => opener.addEventListener('click', () => open(index)));
}
