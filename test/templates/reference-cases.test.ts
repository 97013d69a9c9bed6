// The reference-driven case files (test/templates/cases, the shared
// conformance format) run through the same adapter as `npm run conformance`,
// so `vitest` alone covers them too.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, render } from '../../scripts/conformance-adapter';
import type { Case } from '../../scripts/conformance-adapter';

const dir = resolve(import.meta.dirname, 'cases');
const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(resolve(dir, f), 'utf8')) as Case);

describe('reference cases', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    if (c.kind === 'ast') expect((await parse(c)).ast).toEqual(c.expectedAst);
    else expect((await render(c)).output.trim()).toBe(c.expected);
  });
});
