// npm run docs: writes the template author's guide (scripts/template-guide.ts).
import { writeFile } from 'node:fs/promises';
import { templateGuide } from './template-guide';

await writeFile('docs/template-guide.md', await templateGuide());
console.log('wrote docs/template-guide.md');
