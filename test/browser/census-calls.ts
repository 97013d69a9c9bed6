// What the census browser tests share: the census and events calls a page
// sends, as the Worker receives them, and a page whose census has started.
import type { BrowserContext, Page } from 'playwright-core';
import { CENSUS_API } from '../../schemas/site/paths';
import { storeUrl } from './store-page';

export interface CensusCall {
  path: string;
  /** The form fields, JSON or text body as sent. */
  body: string;
  contentType: string;
  /** 'ping' for a beacon, 'xhr' or 'fetch' otherwise. */
  resourceType: string;
  /** RecordHit and RecordEvent: the `event` field; other calls: their path's last part. */
  name: string;
  /** RecordHit and RecordEvent: the parsed `data` field; JSON calls: the parsed body. */
  data: Record<string, unknown>;
}

const CENSUS_PATHS = /^\/api\/(census|events|1\/performance)\//;

function parse(path: string, body: string, sent: Pick<CensusCall, 'contentType' | 'resourceType'>): CensusCall {
  if (path === CENSUS_API.hit || path === CENSUS_API.event) {
    const fields = new URLSearchParams(body);
    return { path, body, ...sent, name: fields.get('event') ?? '', data: JSON.parse(fields.get('data') ?? 'null') };
  }
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(body);
  } catch {
    // RecordQuickView has no body
  }
  return { path, body, ...sent, name: path.split('/').pop()!, data };
}

/** Every census and events call the pages of `target` send from now on, in order. */
export function censusCalls(target: Page | BrowserContext): CensusCall[] {
  const calls: CensusCall[] = [];
  target.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && CENSUS_PATHS.test(pathname)) calls.push(parse(pathname, request.postData() ?? '', { contentType: request.headers()['content-type'] ?? '', resourceType: request.resourceType() }));
  });
  return calls;
}

/** A browser set up as a visitor's is: the headless build otherwise reports the odd locale 'en-US@posix'. */
export const VISITOR_CONTEXT = { locale: 'en-US' };

/** Opens `path` and waits until the census has decided: 'on' or 'skipped'. */
export async function openCensused(page: Page, path: string, state: 'on' | 'skipped' = 'on'): Promise<void> {
  await page.goto(`${storeUrl()}${path}`);
  await page.locator(`html[data-census="${state}"]`).waitFor();
}

export const names = (calls: readonly CensusCall[]) => calls.map((call) => `${call.path} ${call.name}`);
