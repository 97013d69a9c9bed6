// The namespace and bucket a publish writes to, as wrangler.toml names them for
// one of its environments (without one, its top level: local development).
import { createRequire } from 'node:module';

// Required, not imported: Node's ESM loader scans a CommonJS package's whole source for its export names
// first, half a second of CPU for wrangler's, in every publish.
const { unstable_readConfig } = createRequire(import.meta.url)('wrangler') as typeof import('wrangler');

/** The binding whose namespace holds published content. */
export const CONTENT_BINDING = 'CONTENT';
/** The binding whose bucket holds published images. */
export const MEDIA_BINDING = 'MEDIA';

export interface PublishBindings {
  namespaceId: string;
  bucket: string;
}

export function publishBindings(env?: string): PublishBindings {
  const config = unstable_readConfig({ config: 'wrangler.toml', env });
  const namespace = config.kv_namespaces.find((candidate: { binding: string }) => candidate.binding === CONTENT_BINDING);
  const bucket = config.r2_buckets.find((candidate: { binding: string }) => candidate.binding === MEDIA_BINDING);
  const where = env ? `[env.${env}] of wrangler.toml` : 'wrangler.toml';
  if (!namespace?.id) throw new Error(`${where} has no KV namespace bound as ${CONTENT_BINDING}`);
  if (!bucket?.bucket_name) throw new Error(`${where} has no R2 bucket bound as ${MEDIA_BINDING}`);
  return { namespaceId: namespace.id, bucket: bucket.bucket_name };
}
