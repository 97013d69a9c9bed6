// The committed guide is what the engine's registry and cases make today: a
// formatter or predicate added, removed or changed without `npm run docs` fails here.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { pluginNames } from '../../templates/index';
import { templateGuide } from '../../scripts/template-guide';

it('docs/template-guide.md is up to date with the registry (npm run docs)', async () => {
  const guide = await templateGuide();
  expect(await readFile('docs/template-guide.md', 'utf8')).toBe(guide);
  const { formatters, predicates } = pluginNames();
  for (const name of [...formatters, ...predicates]) expect(guide).toContain(`### \`${name}\``);
});
