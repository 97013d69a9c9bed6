import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../schemas/messages';
import { render } from '../../templates/index';

const image = (name: string, title?: string) => ({ assetUrl: `/media/${name}.jpg`, originalSize: '1500x1000', ...(title && { title }) });
const gallery = (options: Record<string, unknown>, count = 3) => ({
  gallery: { title: 'Studio <b>', options, items: Array.from({ length: count }, (_, index) => image(`p${index}`, `Photo ${index} & co`)) },
});
const block = (data: unknown) => render('{gallery|gallery-block}', data, { locale: 'en-US' }).output;

describe('gallery-block', () => {
  it('shows one slide at a time in a slideshow, with its controls, delay and lightbox buttons', () => {
    const html = block(gallery({ design: 'slideshow', autoplay: true, 'autoplay-duration': 3, controls: true, lightbox: true, 'show-meta': true }));
    expect(html).toContain('data-design="slideshow"');
    expect(html).toContain('data-autoplay="true" data-autoplay-delay="3000"');
    expect(html.match(/<figure class="gallery-slide" data-slide="\d" hidden>/g)).toHaveLength(2);
    expect(html).toContain('<figure class="gallery-slide" data-slide="0"><button type="button" class="gallery-open" aria-label="Open image 1 of 3: Photo 0 &amp; co">');
    expect(html).toContain('<figcaption class="gallery-meta">Photo 0 &amp; co</figcaption>');
    expect(html).toContain('class="gallery-prev"');
    expect(html).toContain('<span class="gallery-position" aria-hidden="true">1 / 3</span>');
    expect(html).toContain('aria-label="Studio &lt;b&gt;"');
  });

  it('lays a grid out whole, without controls, autoplay or captions it was not asked for', () => {
    const html = block(gallery({ design: 'grid', autoplay: true, controls: true, 'thumbnails-per-row': 40 }));
    expect(html).not.toContain(' hidden>');
    expect(html).not.toContain('gallery-prev');
    expect(html).not.toContain('gallery-open');
    expect(html).not.toContain('figcaption');
    expect(html).toContain('data-autoplay="false"');
    expect(html).toContain('--gallery-thumbnails-per-row: 10');
  });

  it('clamps the delay into 1 to 10 seconds and falls back to the defaults', () => {
    expect(block(gallery({ design: 'slider', autoplay: true, 'autoplay-duration': 60 }))).toContain('data-autoplay-delay="10000"');
    expect(block(gallery({ design: 'slider', autoplay: true, 'autoplay-duration': 0 }))).toContain('data-autoplay-delay="1000"');
    const defaults = block(gallery({}));
    expect(defaults).toContain('data-design="grid"');
    expect(defaults).toContain('--gallery-padding: 20px; --gallery-margin: 20px;');
  });

  it('has no controls for a single image, and prints nothing for a value that is no gallery', () => {
    expect(block(gallery({ design: 'slideshow', controls: true }, 1))).not.toContain('gallery-prev');
    expect(block({ gallery: 'none' })).toBe('');
  });

  it("names its controls in the site's language", async () => {
    const fr = await loadMessages('fr-FR');
    const data = gallery({ design: 'slideshow', controls: true, lightbox: true });
    const html = render('{gallery|gallery-block}', { gallery: { ...data.gallery, title: '' } }, { locale: 'fr-FR' }).output;
    expect(html).toContain(`aria-label="${fr.GALLERY_LABEL}"`);
    expect(html).toContain(`<button type="button" class="gallery-prev" aria-label="${fr.GALLERY_PREVIOUS}">`);
    expect(html).toContain(`<button type="button" class="gallery-next" aria-label="${fr.GALLERY_NEXT}">`);
    expect(html).toContain(`aria-label="${fr.GALLERY_OPEN.replace('{number}', '1').replace('{count}', '3')}: Photo 0 &amp; co"`);
  });
});
