// Local development's values. `wrangler dev` reads .dev.vars (git-ignored); `npm start` and
// `npm run dev` make it from the committed .dev.vars.example when it is missing, so a fresh
// clone runs. The tests read the example itself, so a developer's own .dev.vars never changes them.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

export const DEV_VARS = '.dev.vars';
export const DEV_VARS_EXAMPLE = '.dev.vars.example';

/** The values a dotenv file (.dev.vars or its example) gives. */
export function localValues(file = DEV_VARS_EXAMPLE): Record<string, string> {
  return Object.fromEntries(Object.entries(parseEnv(readFileSync(file, 'utf8'))).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function ensureDevVars(): void {
  if (existsSync(DEV_VARS)) return;
  copyFileSync(DEV_VARS_EXAMPLE, DEV_VARS);
  console.log(`${DEV_VARS}: made from ${DEV_VARS_EXAMPLE}, local development's values`);
}

// `tsx scripts/dev-vars.ts` (npm start's first step).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureDevVars();
