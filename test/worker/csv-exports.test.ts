// The owner's CSV exports (issue #24): no cell a spreadsheet could run, in
// either export, whether the spreadsheet splits on commas, semicolons or tabs.
import { beforeAll, describe, expect, it } from 'vitest';
import { FormDefinitionSchema, orderNumberText, OWNER_API } from '../../schemas';
import { add, arrivingVisitor, publishCopy } from './cart-helpers';
import { orderOf, submitCheckout } from './checkout-helpers';
import { seedDemoSite, visit } from './demo-site';
import { publishForms, submit } from './form-helpers';
import { ownerHeaders } from './owner-helpers';

beforeAll(seedDemoSite);

/** What visitors type that a spreadsheet would run, and the field each must come out as. */
const RUNNABLE: [string, string][] = [
  ['inj;=1+1', `"'inj;=1+1"`],
  ['inj;@SUM(1)', `"'inj;@SUM(1)"`],
  ['   =1+1', `"'   =1+1"`],
  ['\n=1+1', `"'\n=1+1"`],
  [' \r\n +SUM(1)', `"' \r\n +SUM(1)"`],
  ['Paris,-2+3', `"'Paris,-2+3"`],
  ['Lyon\t@A1', `"'Lyon\t@A1"`],
  ['\tcmd', `"'\tcmd"`],
  ['-1', `"'-1"`],
];
/** Harmless text: kept as typed, quoted only where a splitter would cut it. */
const PLAIN: [string, string][] = [
  ['Rue de la Paix', 'Rue de la Paix'],
  ['Saint-Denis; Cedex', '"Saint-Denis; Cedex"'],
  ['a = b', 'a = b'],
];

/** The fields of an RFC 4180 file, line by line. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') (field += '"'), at++;
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') row.push(field), (field = '');
    else if (char === '\r' && text[at + 1] === '\n') row.push(field), rows.push(row), (row = []), (field = ''), at++;
    else field += char;
  }
  return rows;
}

/** No field, nor any part of one after a `;`, `,` or tab, runs: else it starts with the apostrophe. */
function expectNothingRuns(csv: string): void {
  for (const field of parseCsv(csv).flat()) {
    if (field.startsWith("'")) continue;
    for (const part of field.split(/[;,\t]/)) expect(part, JSON.stringify(field)).not.toMatch(/^\s*[=+\-@\t\r]/);
  }
}

describe('CSV exports', () => {
  it('orders.csv neutralises every runnable city and keeps plain ones as typed', async () => {
    const cases = [...RUNNABLE, ...PLAIN];
    const product = await publishCopy('item-candle', `item-csv-candle-${crypto.randomUUID().slice(0, 6)}`, cases.length);
    const placed = new Map<string, { number: string; city: string }>();
    for (const [city] of cases) {
      const visitor = await arrivingVisitor();
      await add(visitor, { itemId: product.id, sku: product.structuredContent.variants[0].sku, quantity: 1 });
      const answer = await submitCheckout(visitor, { city });
      expect(answer.status, JSON.stringify(city)).toBe(303);
      const order = await orderOf(answer);
      placed.set(city, { number: orderNumberText(order.number), city: order.shippingAddress!.city });
    }
    const csv = await (await visit(OWNER_API.ordersCsv, { headers: await ownerHeaders() })).text();
    const rows = parseCsv(csv);
    const cityColumn = rows[0].indexOf('City');
    for (const [typed, field] of cases) {
      const { number, city } = placed.get(typed)!;
      const row = rows.find((candidate) => candidate[0] === number)!;
      // The checkout keeps the city trimmed; what it keeps comes out as the table says, or at least never runs.
      if (city === typed) expect(csv, JSON.stringify(typed)).toContain(`,${field},`);
      expect(row[cityColumn].replace(/^'/, ''), JSON.stringify(typed)).toBe(city);
    }
    expectNothingRuns(csv);
  });

  it('submissions.csv neutralises every runnable message and keeps plain ones as typed', async () => {
    const form = FormDefinitionSchema.parse({
      id: `csv-contact-${crypto.randomUUID().slice(0, 8)}`,
      name: 'Contact',
      fields: [
        { id: 'name', type: 'text', title: 'Name', required: true },
        { id: 'message', type: 'textarea', title: 'Message' },
      ],
    });
    await publishForms(form);
    const cases = [...RUNNABLE, ...PLAIN];
    for (const [index, [message]] of cases.entries()) expect((await submit(form.id, { name: `Case ${index}`, message })).status).toBe(200);
    const csv = await (await visit(`${OWNER_API.forms}/${form.id}/submissions.csv`, { headers: await ownerHeaders() })).text();
    const rows = parseCsv(csv);
    for (const [index, [message, field]] of cases.entries()) {
      const row = rows.find((candidate) => candidate[2] === `Case ${index}`);
      expect(row?.[3], JSON.stringify(message)).toBe(field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field);
      expect(csv).toContain(`,Case ${index},${field}\r\n`);
    }
    expectNothingRuns(csv);
  });
});
