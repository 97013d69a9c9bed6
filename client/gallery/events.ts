/** Asks a slideshow to show one slide (its index in `detail`): the lightbox, when it closes on another image. */
export const GALLERY_SHOW_EVENT = 'sitefront:gallery-show';
