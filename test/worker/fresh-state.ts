// A setup file of the worker project: its files share one workerd and one
// module graph per vitest worker (the project runs with `isolate: false`,
// which spares each file starting workerd and loading the Worker afresh), so
// before each file this gives it what an isolated run would: no Durable
// Object, KV entry or R2 object left by the files before, no object instance
// holding their state in memory, and no content or owner token the isolate
// kept from them.
import { abortAllDurableObjects, reset } from 'cloudflare:test';
import { beforeAll } from 'vitest';
import { forgetCachedContent } from '../../worker/content/isolate-cache';
import { forgetMintedTokens } from './owner-helpers';

beforeAll(async () => {
  await reset();
  await abortAllDurableObjects();
  forgetCachedContent();
  forgetMintedTokens();
});
