// The engine's blocks of issue #29: a product's reviews and rating, the
// related-products block and the promotional pop-up, each from what the page
// context holds, in the execution's locale, escaped.
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ACTIONS } from '../../schemas/forms/form-api';
import { loadMessages } from '../../schemas/messages';
import { PROMO_POPUP_DEFAULTS } from '../../schemas/site/promo-popup';
import { render } from '../../templates/index';

const review = (rating: number, date: string, extra: Record<string, unknown> = {}) => ({ author: 'Ada <3', rating, title: 'Good & true', body: 'Fine <b>mug</b>', date, verifiedPurchase: true, ...extra });
const product = (reviews: unknown[], summary = { count: reviews.length, averageRating: 4.5 }) => ({ item: { id: 'item-mug', reviews, reviewSummary: summary } });

describe('reviews-block and reviews-summary', () => {
  it('list the reviews newest first as published, escaped, with their stars, date and verified mark', () => {
    const { output, errors } = render('{item|reviews-block}', product([review(5, '2026-03-02'), review(2, '2026-01-09', { title: '', verifiedPurchase: false })]), { locale: 'en-US' });
    expect(errors).toEqual([]);
    expect(output).toContain('<section class="product-reviews" id="reviews-item-mug" data-reviews data-item-id="item-mug">');
    expect(output).toContain('<span class="product-reviews-count">2 reviews</span>');
    expect(output).toContain('Rated 4.5 out of 5</p>');
    expect(output.match(/<article class="review">/g)).toHaveLength(2);
    expect(output).toContain('<p class="review-rating" role="img" aria-label="2 out of 5">★★☆☆☆</p>');
    expect(output).toContain('<h3 class="review-title">Good &amp; true</h3>');
    expect(output.match(/<h3 class="review-title">/g)).toHaveLength(1);
    expect(output).toContain('<p class="review-body">Fine &lt;b&gt;mug&lt;/b&gt;</p>');
    expect(output).toContain('<span class="review-author">Ada &lt;3</span> <time datetime="2026-03-02">Mar 2, 2026</time> <span class="review-verified">Verified purchase</span>');
    expect(output).not.toContain('<time datetime="2026-01-09">Jan 9, 2026</time> <span class="review-verified">');
  });

  it('say there are none yet, and the rating link prints nothing, for a product without reviews', () => {
    const empty = product([], { count: 0, averageRating: 0 });
    const block = render('{item|reviews-block}', empty, { locale: 'en-US' }).output;
    expect(block).toContain('<span class="product-reviews-count">0 reviews</span>');
    expect(block).toContain('<p class="product-reviews-empty">No reviews yet.</p>');
    expect(block).not.toContain('product-reviews-average');
    expect(render('{item|reviews-summary}', empty, { locale: 'en-US' }).output).toBe('');
  });

  it('link the rating to the block, one review said in the singular, and speak the site’s language', async () => {
    const one = product([review(4, '2026-03-02')], { count: 1, averageRating: 4 });
    expect(render('{item|reviews-summary}', one, { locale: 'en-US' }).output).toBe(
      '<a class="product-reviews-vitals" href="#reviews-item-mug" data-reviews-vitals data-item-id="item-mug"><span class="review-stars" aria-hidden="true">★★★★☆</span> <span class="product-reviews-average">Rated 4 out of 5</span> <span class="product-reviews-count">(1 review)</span></a>',
    );
    // The engine reads the table of a language the Worker has loaded with the site's settings.
    await loadMessages('fr-FR');
    const french = render('{item|reviews-summary}{item|reviews-block}', product([review(4, '2026-03-02')], { count: 1, averageRating: 4.5 }), { locale: 'fr-FR' }).output;
    expect(french).toContain('Noté 4,5 sur 5');
    expect(french).toContain('(1 avis)');
    expect(french).toContain('<time datetime="2026-03-02">2 mars 2026</time> <span class="review-verified">Achat vérifié</span>');
  });

  it('print nothing for what is not a product', () => {
    for (const value of [null, 'mug', [], { reviews: [] }]) expect(render('{x|reviews-block}{x|reviews-summary}', { x: value }).output).toBe('');
  });
});

describe('related-products', () => {
  const related = (id: string, title: string) => ({
    id,
    title,
    fullUrl: `/shop/p/${id}`,
    items: [{ assetUrl: `/media/${id}.jpg`, originalSize: '1000x1000' }],
    structuredContent: { productType: 1, variants: [{ sku: `${id}-1`, priceMoney: { value: '12.00', currency: 'USD' }, qtyInStock: 3 }] },
  });

  it('shows each product’s photo, title and price linked to its page, and its quick view', () => {
    const { output, errors } = render('{relatedProducts|related-products}', { relatedProducts: [related('item-a', 'Cup & saucer'), related('item-b', 'Bowl')] }, { locale: 'en-US' });
    expect(errors).toEqual([]);
    expect(output).toContain('<section class="related-products" data-related-products aria-label="You may also like">');
    expect([...output.matchAll(/data-related-product data-item-id="([^"]+)"/g)].map((match) => match[1])).toEqual(['item-a', 'item-b']);
    expect(output).toContain('<a class="related-product-link" href="/shop/p/item-a"><img');
    expect(output).toContain('<span class="related-product-title">Cup &amp; saucer</span></a>');
    expect(output).toContain('class="product-price"');
    expect(output).toContain('<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="item-b"');
    expect(output).not.toContain('sqs-add-to-cart-button');
  });

  it('prints nothing without products, and leaves out anything that is not one', () => {
    expect(render('{relatedProducts|related-products}', { relatedProducts: [] }).output).toBe('');
    expect(render('{relatedProducts|related-products}', {}).output).toBe('');
    const output = render('{relatedProducts|related-products}', { relatedProducts: ['x', { id: 'post' }, related('item-c', 'Jug')] }).output;
    expect([...output.matchAll(/data-related-product data-item-id="([^"]+)"/g)].map((match) => match[1])).toEqual(['item-c']);
  });
});

describe('promo-popup', () => {
  const letter = { id: 'letter', name: 'Letter', kind: 'newsletter', captchaEnabled: true, fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] };
  const site = (popup: Record<string, unknown>) => ({
    websiteSettings: { promotionalPopup: { id: 'spring', title: 'Spring <letter>', ...popup } },
    forms: { letter },
    website: { captchaSettings: { siteKey: 'site-key' } },
  });

  it('renders a closed dialog with its display rules, words and a form block whose captcha action is PROMO_POPUP_SUBMISSION', () => {
    const { output, errors } = render('{websiteSettings.promotionalPopup|promo-popup}', site({ body: 'Once a month & no more.', formId: 'letter', delaySeconds: 3, exitIntent: false, hideForDays: 30 }), { locale: 'en-US' });
    expect(errors).toEqual([]);
    expect(output).toContain('<dialog class="promo-popup" id="promo-popup-spring" data-promo-popup="spring" data-delay-seconds="3" data-exit-intent="false" data-hide-for-days="30" aria-labelledby="promo-popup-spring-title">');
    expect(output).not.toMatch(/<dialog[^>]* open/);
    expect(output).toContain('<button type="button" class="promo-popup-close" data-promo-popup-close aria-label="Close">×</button>');
    expect(output).toContain('<h2 class="promo-popup-title" id="promo-popup-spring-title">Spring &lt;letter&gt;</h2>');
    expect(output).toContain('<p class="promo-popup-body">Once a month &amp; no more.</p>');
    expect(output).toContain(`data-captcha-action="${CAPTCHA_ACTIONS.promoPopup}"`);
    expect(output).toContain('data-form-id="letter"');
  });

  it('announces with a link and the default rules, and reports a form the site does not have', () => {
    const announcement = render('{websiteSettings.promotionalPopup|promo-popup}', site({ link: { text: 'Shop the sale', url: '/shop' } }), { locale: 'en-US' });
    expect(announcement.output).toContain(`data-delay-seconds="${PROMO_POPUP_DEFAULTS.delaySeconds}" data-exit-intent="${PROMO_POPUP_DEFAULTS.exitIntent}" data-hide-for-days="${PROMO_POPUP_DEFAULTS.hideForDays}"`);
    expect(announcement.output).toContain('<a class="button promo-popup-link" href="/shop" data-promo-popup-link>Shop the sale</a>');
    expect(announcement.output).not.toContain('<form');
    const missing = render('{websiteSettings.promotionalPopup|promo-popup}', site({ formId: 'nowhere' }));
    expect(missing.errors.map((error) => error.message)).toEqual(['promo-popup: no form "nowhere" in forms']);
    expect(render('{x|promo-popup}', { x: { id: 'no-title' } }).output).toBe('');
  });
});
