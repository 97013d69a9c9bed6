// The owner, as the browser tests need them: an owner token of the demo minted
// through the platform's call (as `npm start` does), the dev outbox read with
// it, and the dashboard signed in to through the emailed link.
import type { Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import { ownerAuthorization } from '../../scripts/local-owner';
import { storeUrl } from './store-page';

const DEMO_WEBSITE = 'demo-website';

let owner: Promise<{ Authorization: string }> | undefined;

/** `Authorization` with a read-write owner token of the demo, minted once for the browser files (they share one process). */
export const ownerHeaders = () => (owner ??= ownerAuthorization(storeUrl(), DEMO_WEBSITE, 'browser tests'));

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The demo's dev outbox, newest first. */
export async function outbox(): Promise<OutboxMail[]> {
  const response = await fetch(`${storeUrl()}/api/owner/dev/outbox?limit=500`, { headers: await ownerHeaders() });
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxMail[] }).messages;
}

/** Signs `email` in at /config as a person would: asks for the link, reads it from the outbox and follows it. */
export async function signInToDashboard(page: Page, email: string): Promise<void> {
  const store = storeUrl();
  await page.goto(`${store}/config`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  const linkIn = async () => {
    const mail = (await outbox()).find((message) => message.to === email && message.text.includes('/config/sign-in?token='));
    return mail && /https?:\/\/\S+\/config\/sign-in\?token=[\w-]+/.exec(mail.text)?.[0];
  };
  // vi.waitFor, not expect.poll: a suite may sign in once in its beforeAll.
  const link = await vi.waitFor(async () => (await linkIn()) ?? Promise.reject(new Error(`no sign-in link for ${email} yet`)), { timeout: 10_000 });
  await page.goto(link);
}
