import type { KvEntry } from '../../scripts/publish/site-folder';

// `env` of cloudflare:workers is the Worker's own (worker/env.ts extends the generated Cloudflare.Env).
declare module 'vitest' {
  export interface ProvidedContext {
    demoSite: KvEntry[];
    secondSite: KvEntry[];
    /** The demo site's images as the publish stores them in R2. */
    demoImages: { key: string; contentType: string; base64: string }[];
  }
}
