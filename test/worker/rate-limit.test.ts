// The per-visitor rate limit (issue 14, finding 10): a visitor cannot buy a fresh
// bucket with a fresh crumb, and one visitor's calls never limit another's.
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED } from '../../schemas/messages';
import { app } from '../../worker/app';
import { VISITORS_PER_ADDRESS } from '../../worker/rate-limit';
import { arrivingVisitor, ENTRIES } from './cart-helpers';
import { DEMO_ORIGIN, seedDemoSite } from './demo-site';
import { stopTheClock } from './stopped-clock';

beforeAll(seedDemoSite);

const PER_MINUTE = 3;

/** Requests from one address, as Cloudflare names it, with a small limit so a test reaches it quickly. */
const from =
  (address: string) =>
  (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('CF-Connecting-IP', address);
    const limited = { ...env, RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) };
    return Promise.resolve(app.fetch(new Request(new URL(path, DEMO_ORIGIN), { ...init, headers }), limited, createExecutionContext()));
  };

/** A state-changing call that changes nothing (its body is refused after the limit is spent). */
const call = async (visitor: Awaited<ReturnType<typeof arrivingVisitor>>) => (await visitor.send(ENTRIES, 'POST', {})).status;

describe('the rate limit', () => {
  it('is not reset by fetching a fresh crumb', async () => {
    stopTheClock();
    const address = from('203.0.113.7');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= PER_MINUTE * VISITORS_PER_ADDRESS; attempt += 1) statuses.push(await call(await arrivingVisitor(address)));
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await (await arrivingVisitor(address)).send(ENTRIES, 'POST', {});
    expect(await refused.json()).toEqual({ message: RATE_LIMITED });
    // Another address is not affected.
    expect(await call(await arrivingVisitor(from('198.51.100.9')))).toBe(400);
  });

  it('keeps one visitor from limiting another at the same address', async () => {
    stopTheClock();
    const address = from('203.0.113.8');
    const [busy, other] = [await arrivingVisitor(address), await arrivingVisitor(address)];
    const statuses = [];
    for (let attempt = 0; attempt <= PER_MINUTE; attempt += 1) statuses.push(await call(busy));
    expect(statuses).toEqual([...Array(PER_MINUTE).fill(400), 429]);
    expect(await call(other)).toBe(400);
  });
});
