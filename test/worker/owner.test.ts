import { beforeAll, describe, expect, it } from 'vitest';
import { OWNER_UNAUTHORIZED } from '../../schemas/messages';
import { seedDemoSite, visit } from './demo-site';
import { mintToken } from './owner-helpers';

let token = '';
beforeAll(async () => {
  await seedDemoSite();
  token = (await mintToken()).token;
});

describe('owner calls', () => {
  const refused: [string, () => Record<string, string>][] = [
    ['no Authorization header', () => ({})],
    ['a wrong token', () => ({ Authorization: 'Bearer not-the-token' })],
    ['the token with one character changed', () => ({ Authorization: `Bearer ${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}` })],
    ['the token without the Bearer scheme', () => ({ Authorization: token })],
    ['a Basic credential', () => ({ Authorization: `Basic ${btoa(`owner:${token}`)}` })],
  ];

  it.each(refused)('answer 401 with no data for %s', async (_, headers) => {
    for (const path of ['/api/owner/anything', '/api/owner/forms/contact/submissions']) {
      const response = await visit(path, { headers: headers() });
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ message: OWNER_UNAUTHORIZED });
    }
  });

  it('let an owner token of the site through to the call itself', async () => {
    const response = await visit('/api/owner/no-such-call', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(404);
  });
});
