import { bindLightbox } from './lightbox';
import { bindSlideshow } from './slideshow';

/** Every gallery block of the page: slideshows move, lightboxes open. */
export function bindGalleries(galleries: readonly HTMLElement[]): void {
  for (const gallery of galleries) {
    if (gallery.dataset.design === 'slideshow' || gallery.dataset.design === 'slider') bindSlideshow(gallery);
    if (gallery.dataset.lightbox === 'true') bindLightbox(gallery);
  }
}
