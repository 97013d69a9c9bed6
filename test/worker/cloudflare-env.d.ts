import type { KvEntry } from '../../scripts/publish/site-folder';
import type { Env as WorkerEnv } from '../../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
    interface GlobalProps {
      mainModule: typeof import('../../worker/index');
    }
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoSite: KvEntry[];
    secondSite: KvEntry[];
  }
}
