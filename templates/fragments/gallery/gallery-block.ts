// A gallery block (spec section 2, options of sections 3 and 9) on the view
// the gallery family builds (`@`): the options already read and clamped
// (schemas/site/gallery.ts), one slide per image. Slideshow and slider designs show
// one slide at a time and client/gallery/ moves between them; the lightbox
// and the controls are buttons, so they work from the keyboard.
export default String.raw`<div class="sqs-gallery-block gallery-design-{design|htmlattr} gallery-meta-{metaPosition|htmlattr} gallery-align-{alignment|htmlattr}{.if squareThumbs} gallery-square-thumbs{.end}{.if autoCrop} gallery-auto-crop{.end}" data-block-type="8" data-gallery data-design="{design|htmlattr}" data-autoplay="{autoplay|htmlattr}" data-autoplay-delay="{autoplayDelayMs|htmlattr}" data-lightbox="{lightbox|htmlattr}" data-show-meta-on-hover="{showMetaOnHover|htmlattr}" style="{style|htmlattr}" role="region" aria-roledescription="carousel" aria-label="{label|htmlattr}">
  <div class="gallery-slides" aria-live="{live|htmlattr}">
{.repeated section slides}    <figure class="gallery-slide" data-slide="{index|htmlattr}"{.if hidden} hidden{.end}>{.if lightbox}<button type="button" class="gallery-open" aria-label="{openLabel|htmlattr}">{.end}{image|image;width=1500;height=1000;loader=sqs;sizes=(min-width: 1000px) 900px, 100vw}{.if lightbox}</button>{.end}{.if showMeta}{.section title}<figcaption class="gallery-meta">{@|html}</figcaption>{.end}{.end}</figure>
{.end}  </div>
{.if controls}  <div class="gallery-controls">
    <button type="button" class="gallery-prev" aria-label="{previousLabel|htmlattr}">‹</button>
    <span class="gallery-position" aria-hidden="true">1 / {count|html}</span>
    <button type="button" class="gallery-next" aria-label="{nextLabel|htmlattr}">›</button>
  </div>
{.end}</div>`;
