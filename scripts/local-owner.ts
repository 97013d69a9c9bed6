// What local development's scripts (npm start, npm run dev, the browser tests)
// need to act as a site's owner: the platform's key the local server takes,
// and a fresh owner token of a site, minted through the platform's call.
import { existsSync } from 'node:fs';
import { ownerTokensPath, type MintedOwnerToken, type OwnerTokenScope } from '../schemas';
import { DEV_VARS, DEV_VARS_EXAMPLE, localValues } from './dev-vars';
import { readJsonFile } from './publish/json-file';

/** PLATFORM_TOKEN from the environment, else the local value of .dev.vars (or of its example, which .dev.vars is made from). */
export async function localPlatformToken(): Promise<string> {
  const token = process.env.PLATFORM_TOKEN ?? localValues(existsSync(DEV_VARS) ? DEV_VARS : DEV_VARS_EXAMPLE).PLATFORM_TOKEN;
  if (!token) throw new Error(`no PLATFORM_TOKEN in the environment or ${DEV_VARS}`);
  return token;
}

/** The website id a site folder publishes (its site.json's `website.id`). */
export async function siteWebsiteId(folder: string): Promise<string> {
  return ((await readJsonFile(`${folder}/site.json`)) as { website: { id: string } }).website.id;
}

/** Mints an owner token of `websiteId` on the server at `url`. */
export async function mintOwnerToken(url: string, websiteId: string, name: string, scope: OwnerTokenScope = 'read-write'): Promise<MintedOwnerToken> {
  const response = await fetch(`${url}${ownerTokensPath(websiteId)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await localPlatformToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, scope }),
  });
  if (response.status !== 201) throw new Error(`minting an owner token of ${websiteId} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<MintedOwnerToken>;
}

/** `Authorization` with a fresh read-write owner token of `websiteId` on the server at `url`. */
export async function ownerAuthorization(url: string, websiteId: string, name = 'local scripts'): Promise<{ Authorization: string }> {
  return { Authorization: `Bearer ${(await mintOwnerToken(url, websiteId, name)).token}` };
}

/** What a person starting the store reads: a read-write owner token of the site and a call that uses it. */
export function ownerTokenNotice(url: string, token: MintedOwnerToken, websiteId: string): string {
  return [
    '',
    `Owner token of ${websiteId} (read-write, shown once; mint another with the platform's key, see README "Owner access"):`,
    `  ${token.token}`,
    `Read the dev outbox (sign-in links, receipts): curl -H 'Authorization: Bearer ${token.token}' ${url}/api/owner/dev/outbox`,
    `The dashboard: ${url}/config (sign in with the site's owner address, the link arrives in the outbox)`,
    '',
  ].join('\n');
}
