import { afterEach, describe, expect, it, vi } from 'vitest';

/** The type of every zod schema built while `run` runs, as zod's post-processor hook sees them. */
async function built(run: () => Promise<unknown>): Promise<string[]> {
  const types: string[] = [];
  vi.stubGlobal('__zod_globalConfig', { postProcessor: (schema: { _zod: { def: { type: string } } }) => types.push(schema._zod.def.type) });
  await run();
  return types;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the schema library', () => {
  // A cold isolate evaluates the whole library before its first answer (#30).
  it('builds no object schema when imported, and each when first used', async () => {
    vi.resetModules();
    let schemas!: typeof import('../../schemas');
    const atImport = await built(async () => {
      schemas = await import('../../schemas');
    });
    expect(atImport).not.toContain('object');

    const atFirstParse = await built(async () => schemas.CheckoutFormSchema.safeParse({}));
    expect(atFirstParse).toContain('object');
    expect(await built(async () => schemas.CheckoutFormSchema.safeParse({}))).toEqual([]);
  });
});
