// Every string of spec sections 5 and 8 the engine prints or reports, as the
// spec's literal text, against what the engine renders for a template that
// calls for it. A change of wording anywhere fails here.
import { describe, expect, it } from 'vitest';
import { render } from '../../templates/index';

const physical = (variant: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 'item-1',
  structuredContent: { productType: 1, variants: [{ sku: 'SKU-1', priceMoney: { value: '10.00', currency: 'USD' }, ...variant }], ...extra },
});

/** A template, its data, and the spec's words: in the output, or among the errors. */
interface Row {
  spec: string;
  template: string;
  data?: unknown;
  /** Where the words show: the output (default) or an error message. */
  in?: 'output' | 'errors';
  /** Other options of the execution. */
  options?: Record<string, unknown>;
}

// Spec section 8, "Template engine": fallback texts.
const FALLBACKS: Row[] = [
  { spec: 'sold out', template: '{@|product-status}', data: physical({ qtyInStock: 0 }) },
  { spec: 'sale', template: '{@|product-status}', data: physical({ qtyInStock: 3, onSale: true, salePriceMoney: { value: '8.00', currency: 'USD' } }) },
  { spec: 'Quick View', template: '{@|product-quick-view}', data: physical({ qtyInStock: 3 }) },
  { spec: 'Quantity', template: '{@|quantity-input}', data: physical({ qtyInStock: 3 }) },
  { spec: 'Unavailable', template: '{@|product-price}', data: physical({ qtyInStock: 3 }, { isSubscribable: true }) },
  { spec: 'N/A', template: '{@|summary-form-field}', data: { rawTitle: 'Engraving', type: 'text', value: '' } },
];

// Spec section 5: what the formatters print for data they cannot read.
const FORMATTER_MESSAGES: Row[] = [
  { spec: 'Invalid date.', template: '{d|timesince}', data: { d: 'not a date' }, options: { locale: 'en' } },
  { spec: "Invalid source parameter. Pass in 'originalSize'", template: '{s|resizedHeightForWidth 600}', data: { s: '1200' } },
  { spec: 'Hue out of bounds.', template: '{c|website-color}', data: { c: { hue: 400, saturation: 0.5, lightness: 0.5 } } },
  { spec: 'Saturation out of bounds.', template: '{c|website-color}', data: { c: { hue: 40, saturation: 2, lightness: 0.5 } } },
  { spec: 'Lightness out of bounds.', template: '{c|website-color}', data: { c: { hue: 40, saturation: 0.5, lightness: -1 } } },
  { spec: 'Alpha out of bounds.', template: '{c|website-color}', data: { c: { hue: 40, saturation: 0.5, lightness: 0.5, alpha: 3 } } },
  { spec: 'Missing an H/S/L value.', template: '{c|website-color}', data: { c: { hue: 40, saturation: 0.5 } } },
];

// Spec section 8, "Template engine (collected, never shown to visitors)": with the names the engine fills in.
const ENGINE_ERRORS: Row[] = [
  { spec: "SyntaxError: Formatter 'nope' is unknown", template: '{a|nope}', in: 'errors' },
  { spec: "SyntaxError: Predicate 'nope?' is unknown", template: '{.nope?}x{.end}', in: 'errors' },
  { spec: 'This OR_PREDICATE block will never execute.', template: '{.section a}{.or}{.or}{.end}', in: 'errors' },
  { spec: 'Reached EOF in the middle of REPEATED', template: '{.section a}{.repeated section b}', in: 'errors' },
  { spec: 'ALTERNATES_WITH instruction is not allowed inside SECTION block.', template: '{.section a}{.alternates with}{.end}', in: 'errors' },
  { spec: 'Instruction END not allowed at root', template: 'x{.end}', in: 'errors' },
  { spec: 'Unclosed multi-line comment', template: 'a {##never closed', in: 'errors' },
  { spec: "RuntimeError: Attempt to apply partial 'nowhere' which could not be found.", template: '{@|apply nowhere}', in: 'errors' },
  { spec: 'Parse of partial failed', template: '{@|apply p}', options: { partials: { p: '{.end}' } }, in: 'errors' },
  { spec: 'Attempt to apply partial exceeded maximum recursion depth of 16', template: '{@|apply p}', options: { partials: { p: '{@|apply p}' } }, in: 'errors' },
  { spec: 'Error parsing expression', template: '{.eval 1 + (2}', options: { enableExpr: true }, in: 'errors' },
  { spec: 'Error reducing expression', template: '{.eval 1 +}', options: { enableExpr: true }, in: 'errors' },
];

function rendered(row: Row): string {
  const { output, errors } = render(row.template, row.data ?? {}, { locale: 'en-US', ...row.options });
  return row.in === 'errors' ? errors.map((error) => error.message).join('\n') : output;
}

describe('the engine’s words, as the spec writes them', () => {
  for (const [group, rows] of [
    ['fallback texts', FALLBACKS],
    ['formatter messages', FORMATTER_MESSAGES],
    ['template errors', ENGINE_ERRORS],
  ] as const) {
    describe(group, () => {
      for (const row of rows) it(row.spec, () => expect(rendered(row)).toContain(row.spec));
    });
  }

  it('shows the form blocks’ banners above and below (spec section 8) and the counter N / max (section 5)', () => {
    const form = { id: 'ask', name: 'Ask', kind: 'contact', fields: [{ id: 'message', type: 'textarea', title: 'Message', maxLength: 500 }] };
    const html = rendered({ spec: '', template: '{form|form-block}', data: { form } });
    expect(html).toContain('Your form has encountered a problem. Please scroll down to review.');
    expect(html).toContain('Your form has encountered a problem. Please scroll up to review.');
    // The spec abbreviates the second: '…scroll up to review.'
    expect(html).toMatch(/scroll up to review\./);
    expect(html).toMatch(/>0 \/ 500</);
  });
});
