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
    /** The demo site's images as the publish stores them in R2. */
    demoImages: { key: string; contentType: string; base64: string }[];
  }
}
