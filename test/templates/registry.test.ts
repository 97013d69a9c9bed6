// Every formatter and predicate the reference names (../shared/engine/reference.md,
// Part 2: 95 formatters; Part 3: 101 predicates), each registered under its name.
import { describe, expect, it } from 'vitest';
import { getFormatter, getPredicate, pluginNames, render } from '../../templates/index';
import { formatterWordAt } from '../../templates/plugins/registry';

const FORMATTERS = [
  'AbsUrl', 'activate-twitter-links', 'add-to-cart-btn', 'apply', 'audio-player', 'bookkeeper-money-format',
  'capitalize', 'cart-quantity', 'cart-subtotal', 'cart-url', 'child-image-meta', 'color-weight', 'comment-count',
  'comment-link', 'comments', 'count', 'cover-image-meta', 'cycle', 'date', 'datetime', 'datetime-interval',
  'datetimefield', 'decimal', 'encode-space', 'encode-uri', 'encode-uri-component', 'find-first', 'find-last',
  'format', 'from-price', 'get', 'google-calendar-url', 'height', 'html', 'htmlattr', 'htmltag', 'humanizeDuration',
  'i18n-money-format', 'image', 'image-color', 'image-meta', 'image-srcset', 'item-classes', 'iter', 'json',
  'json-pretty', 'key-by', 'like-button', 'line-breaks', 'lookup', 'message', 'mod', 'money', 'money-format',
  'money-string', 'moneyFormat', 'normal-price', 'output', 'percentage-format', 'plural', 'pluralize',
  'product-checkout', 'product-price', 'product-quick-view', 'product-restock-notification', 'product-scarcity',
  'product-status', 'prop', 'quantity-input', 'raw', 'relative-time', 'resizedHeightForWidth',
  'resizedWidthForHeight', 'round', 'safe', 'sale-price', 'slugify', 'smartypants', 'social-button',
  'social-button-inline', 'squarespaceThumbnailForHeight', 'squarespaceThumbnailForWidth', 'str',
  'subscription-price', 'summary-form-field', 'timesince', 'truncate', 'twitter-follow-button', 'unit', 'url-encode',
  'variant-descriptor', 'variants-select', 'video', 'website-color', 'width',
];

const PREDICATES = [
  'active-time?', 'attachment?', 'audio?', 'background-source-instagram?', 'background-source-none?',
  'background-source-undefined?', 'background-source-upload?', 'background-source-video?', 'binary?',
  'calendar-view?', 'checkin?', 'child-images?', 'clickable?', 'collection-page?', 'collection-template-page?',
  'collection?', 'collectionTypeNameEquals?', 'comments?', 'css-asset?', 'current-type?', 'debug?', 'digital-good?',
  'disqus?', 'equal?', 'even?', 'event?', 'excerpt?', 'external-link?', 'external-video?', 'folder?',
  'gallery-active-alignment-center?', 'gallery-active-alignment-left?', 'gallery-active-alignment-right?',
  'gallery-auto-crop?', 'gallery-autoplay?', 'gallery-controls?', 'gallery-design-grid?', 'gallery-design-slider?',
  'gallery-design-slideshow?', 'gallery-design-stacked?', 'gallery-lightbox?', 'gallery-meta-position-bottom-left?',
  'gallery-meta-position-bottom-right?', 'gallery-meta-position-bottom?', 'gallery-meta-position-center?',
  'gallery-meta-position-top-left?', 'gallery-meta-position-top-right?', 'gallery-meta-position-top?',
  'gallery-meta?', 'gallery-show-meta-on-hover?', 'gallery-show-meta?', 'gallery-square-thumbs?',
  'gallery-thumbnails?', 'gallery?', 'greaterThan?', 'greaterThanOrEqual?', 'has-multiple?', 'has-variants?',
  'image?', 'index?', 'json-export?', 'kbarticle?', 'lessThan?', 'lessThanOrEqual?', 'link?', 'location?',
  'main-image?', 'notEqual?', 'nth?', 'odd?', 'on-sale?', 'passthrough?', 'plural?', 'promotedCODE?',
  'promotedEMBED?', 'promotedFORM?', 'promotedFOURSQUARE?', 'promotedIMAGE?', 'promotedINSTAGRAM?', 'promotedLINK?',
  'promotedMAP?', 'promotedQUOTE?', 'promotedTWITTER?', 'promotedVIDEO?', 'quote?', 'redirect?', 'same-day?',
  'serviceNameEmail?', 'show-past-events?', 'singular?', 'site-search?', 'sold-out?', 'store-item?', 'text?',
  'tweak-asset?', 'tweet?', 'undefined?', 'units-metric?', 'varied-prices?', 'video?', 'wordpress-export?',
];

// Sitefront's own formatters: the storefront's price block priced from the
// variants in stock (issue #28), and the form and gallery blocks of spec section 2,
// which the reference does not name because the platform renders them outside templates.
const PROJECT_FORMATTERS = ['in-stock-price', 'form-block', 'form-fields', 'gallery-block', 'reviews-block', 'reviews-summary', 'related-products', 'promo-popup'];

describe('plugin registry', () => {
  it('has all 95 formatters of the reference', () => {
    expect(new Set(FORMATTERS).size).toBe(95);
    expect(FORMATTERS.filter((name) => !getFormatter(name))).toEqual([]);
  });

  it('has all 101 predicates of the reference', () => {
    expect(new Set(PREDICATES).size).toBe(101);
    expect(PREDICATES.filter((name) => !getPredicate(name))).toEqual([]);
  });

  it('registers nothing the reference does not name, beside its own price block and blocks (forms, gallery, reviews, related products, pop-up)', () => {
    const { formatters, predicates } = pluginNames();
    expect(formatters.filter((name) => !FORMATTERS.includes(name))).toEqual(PROJECT_FORMATTERS);
    expect(predicates.filter((name) => !PREDICATES.includes(name))).toEqual([]);
  });

  it('finds every formatter name where it stands in tag text, and no other name', () => {
    for (const name of FORMATTERS) {
      const text = `x|${name} arg`;
      expect(formatterWordAt(text, 2, text.length)).toBe(name);
      expect(formatterWordAt(text, 2, 1 + name.length)).not.toBe(name);
      expect(formatterWordAt(`x|${name}_ arg`, 2, text.length + 1)).toBeUndefined();
      expect(render(`{a|${name}x}`, { a: 1 }).errors[0]?.message).toBe(`SyntaxError: Formatter '${name}x' is unknown`);
    }
  });
});
