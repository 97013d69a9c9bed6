// The local state `wrangler dev` reads (`.wrangler/state`, or the folder of its
// --persist-to): the CONTENT namespace and MEDIA bucket opened through
// Miniflare as wrangler's own `--local` commands open them, in one instance.
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONTENT_BINDING, MEDIA_BINDING, type PublishBindings } from './bindings';

// Required, not imported, as wrangler is in ./bindings.ts: a quarter second less of loading in every publish.
const { Miniflare } = createRequire(import.meta.url)('miniflare') as typeof import('miniflare');

export interface LocalState {
  content: KVNamespace;
  media: R2Bucket;
}

/** Wrangler keeps local state by the namespace id and bucket name of wrangler.toml. */
export async function withLocalState<T>(persistTo: string, names: PublishBindings, use: (state: LocalState) => Promise<T>): Promise<T> {
  const local = new Miniflare({
    modules: true,
    script: 'export default {}',
    kvNamespaces: { [CONTENT_BINDING]: names.namespaceId },
    r2Buckets: { [MEDIA_BINDING]: names.bucket },
    // wrangler keeps local state under `<persist-to>/v3`.
    defaultPersistRoot: path.join(persistTo, 'v3'),
  });
  try {
    const [content, media] = await Promise.all([local.getKVNamespace(CONTENT_BINDING), local.getR2Bucket(MEDIA_BINDING)]);
    return await use({ content: content as unknown as KVNamespace, media: media as unknown as R2Bucket });
  } finally {
    await local.dispose();
  }
}
