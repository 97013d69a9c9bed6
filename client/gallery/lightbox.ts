// The gallery lightbox: one image large in the page's modal dialog, moved
// with the arrow keys or its buttons, closed with Escape, its button or a
// click beside the image; focus goes back to the image it was left on.
import { element } from '../dom';
import { messages } from '../messages';
import { openModalDialog } from '../modal-dialog';
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
  return dialog;
}

export function bindLightbox(gallery: HTMLElement): void {
  const openers = [...gallery.querySelectorAll<HTMLButtonElement>('.gallery-open')];
  if (openers.length === 0) return;

  function open(index: number): void {
    const dialog = dialogFor(gallery);
    let current = 0;
    const show = (next: number) => {
      current = (next + openers.length) % openers.length;
      const image = openers[current].querySelector('img');
      const large = document.createElement('img');
      large.alt = image?.alt ?? '';
      large.src = image?.currentSrc || image?.src || '';
      dialog.querySelector('figure')!.replaceChildren(large);
      dialog.dataset.current = String(current);
      fadeIn(large);
    };
    dialog.addEventListener('click', (event) => {
      const target = event.target as Element;
      if (target.closest('.gallery-lightbox-prev')) show(current - 1);
      else if (target.closest('.gallery-lightbox-next')) show(current + 1);
      else if (target.closest('.gallery-lightbox-close') || target === dialog) dialog.close();
    });
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowLeft') show(current - 1);
      else if (event.key === 'ArrowRight') show(current + 1);
    });
    openModalDialog(dialog, () => {
      gallery.dispatchEvent(new CustomEvent(GALLERY_SHOW_EVENT, { detail: current }));
      openers[current].focus();
    });
    show(index);
    dialog.querySelector<HTMLButtonElement>('.gallery-lightbox-close')!.focus();
  }

  openers.forEach((opener, index) => opener.addEventListener('click', () => open(index)));
}
