// /readyz (issue #25): one round trip each to KV, R2 and a Durable Object; 503 names what failed.
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app';
import { failing } from './faulty-bindings';

afterEach(() => vi.restoreAllMocks());

/** /readyz on a host no site is published at: readiness is the deployment's, not a site's. */
const readyz = (bindings: Partial<typeof env> = {}) => app.fetch(new Request('http://no-site-here.example/readyz'), { ...env, ...bindings }, createExecutionContext());

describe('/readyz', () => {
  it('answers 200 with every check ok, on any host, never cached', async () => {
    const response = await readyz();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true, checks: { kv: 'ok', r2: 'ok', durableObjects: 'ok' } });
  });

  it('answers 503 naming the check that failed, and logs why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bucket = new Proxy(env.MEDIA, {
      get: (target, property) => (property === 'head' ? () => Promise.reject(new Error('R2 HEAD failed: 500')) : Reflect.get(target, property)),
    });
    const r2 = await readyz({ MEDIA: bucket });
    expect(r2.status).toBe(503);
    expect(await r2.json()).toEqual({ ok: false, checks: { kv: 'ok', r2: 'failed', durableObjects: 'ok' } });
    expect(String(warn.mock.calls[0][0])).toContain('R2 HEAD failed');

    const objects = await readyz({ RATE_LIMITS: failing(env.RATE_LIMITS, 'ping').binding });
    expect(objects.status).toBe(503);
    expect(await objects.json()).toEqual({ ok: false, checks: { kv: 'ok', r2: 'ok', durableObjects: 'failed' } });
  });
});
