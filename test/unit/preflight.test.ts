// Issue #25: `npm run deploy -- --env <name>` lists everything that would make a
// deployment unsafe or broken before wrangler uploads anything.
import { describe, expect, it } from 'vitest';
import { committedConfiguration, isFatal, preflight, type EnvironmentConfig, type PreflightInput } from '../../scripts/deploy/preflight';

const DURABLE_OBJECTS = { bindings: [{ name: 'CARTS' }, { name: 'STOCK' }] };

/** A deployed environment as an operator finishes it: real ids, its own bucket, no placeholder. */
const finished = (name: string, id: string, bucket: string): EnvironmentConfig => ({
  vars: { DEPLOYMENT: name, ...(name === 'production' ? { MAIL_FROM: 'Fern & Field <orders@example.com>' } : {}) },
  compatibility_date: '2026-04-20',
  kv_namespaces: [{ binding: 'CONTENT', id }],
  r2_buckets: [{ binding: 'MEDIA', bucket_name: bucket }],
  durable_objects: DURABLE_OBJECTS,
  images: { binding: 'IMAGES' },
  analytics_engine_datasets: [{ binding: 'CENSUS', dataset: `sitefront_census_${name}` }],
});

const READY: PreflightInput = {
  environment: 'production',
  topLevel: { vars: {}, compatibility_date: '2026-04-20', kv_namespaces: [{ binding: 'CONTENT', id: 'sitefront-content-local' }], r2_buckets: [{ binding: 'MEDIA', bucket_name: 'sitefront-media' }], durable_objects: DURABLE_OBJECTS },
  deployments: {
    staging: finished('staging', '0123456789abcdef0123456789abcdef', 'sitefront-media-staging'),
    production: finished('production', 'fedcba9876543210fedcba9876543210', 'sitefront-media'),
  },
  secrets: ['COOKIE_SECRET', 'PLATFORM_TOKEN', 'STRIPE_SECRET_KEY', 'RESEND_API_KEY'],
  workerdCompatibilityDate: '2026-04-26',
};

const messages = (input: PreflightInput) => preflight(input).map((finding) => `${finding.kind}: ${finding.message}`);
const production = (change: Partial<EnvironmentConfig>): PreflightInput => ({ ...READY, deployments: { ...READY.deployments, production: { ...READY.deployments.production!, ...change } } });

describe('the deploy preflight', () => {
  it('passes a finished environment', () => {
    expect(messages(READY)).toEqual([]);
  });

  it('passes the committed wrangler.toml for a dry run, reporting its placeholders and the secrets it cannot see', () => {
    for (const environment of ['staging', 'production']) {
      const findings = preflight({ environment, ...committedConfiguration(), secrets: null });
      expect(findings.filter((finding) => isFatal(finding, true))).toEqual([]);
      expect(findings).toContainEqual(expect.objectContaining({ kind: 'placeholder', message: expect.stringContaining(`[env.${environment}] CONTENT`) }));
      expect(findings).toContainEqual(expect.objectContaining({ kind: 'not checked', message: expect.stringContaining('COOKIE_SECRET, PLATFORM_TOKEN') }));
      // A real deploy stops at the placeholders.
      expect(findings.some((finding) => isFatal(finding, false))).toBe(true);
    }
  });

  it("refuses the old wrangler.toml's top-level secrets and development switch, which `wrangler deploy` without --env uploads", () => {
    const vars = { COOKIE_SECRET: 'local-development-cookie-secret-not-for-production', PLATFORM_TOKEN: 'local-development-platform-token', ENVIRONMENT: 'development' };
    expect(messages({ ...READY, topLevel: { ...READY.topLevel, vars } })).toEqual([
      'problem: the top level of wrangler.toml holds the secret COOKIE_SECRET: local values belong in .dev.vars',
      'problem: the top level of wrangler.toml holds the secret PLATFORM_TOKEN: local values belong in .dev.vars',
      'problem: the top level of wrangler.toml holds the development switch ENVIRONMENT: local values belong in .dev.vars',
    ]);
  });

  it('names each required secret that is not set, and how to set it', () => {
    expect(messages({ ...READY, secrets: ['PLATFORM_TOKEN', 'STRIPE_SECRET_KEY'] })).toEqual([
      'problem: the secret COOKIE_SECRET is not set: `wrangler secret put COOKIE_SECRET --env production`',
      'problem: the secret RESEND_API_KEY is not set: `wrangler secret put RESEND_API_KEY --env production`',
    ]);
    // Staging asks for fewer: test-mode payments and the dev outbox are what it is for.
    expect(messages({ ...READY, environment: 'staging', secrets: ['COOKIE_SECRET', 'PLATFORM_TOKEN'] })).toEqual([]);
  });

  it('refuses development values and secrets written into the environment, and a missing DEPLOYMENT', () => {
    const { DEPLOYMENT: _, ...withoutDeployment } = READY.deployments.production!.vars;
    expect(messages(production({ vars: { ...withoutDeployment, ENVIRONMENT: 'development', COOKIE_SECRET: 'long-and-random' } }))).toEqual([
      'problem: [env.production.vars] must set DEPLOYMENT = "production": it is how the Worker knows it is deployed',
      'problem: [env.production.vars] holds the secret COOKIE_SECRET: put it with `wrangler secret put COOKIE_SECRET --env production`',
      'problem: [env.production.vars] ENVIRONMENT has local development\'s value',
    ]);
  });

  it('refuses a binding left out, a namespace or bucket shared with the other environment, and an id that is none', () => {
    const staging = READY.deployments.staging!;
    expect(messages(production({ kv_namespaces: staging.kv_namespaces, r2_buckets: staging.r2_buckets, durable_objects: { bindings: [{ name: 'CARTS' }] } }))).toEqual([
      'problem: [env.production] does not bind STOCK (bindings are not inherited from the top level)',
      "problem: [env.production] CONTENT: the namespace is [env.staging]'s too; each environment needs its own",
      "problem: [env.production] MEDIA: the bucket sitefront-media-staging is [env.staging]'s too; each environment needs its own",
    ]);
    expect(messages(production({ kv_namespaces: [{ binding: 'CONTENT', id: 'sitefront-content-local' }] }))).toEqual(['problem: [env.production] CONTENT: "sitefront-content-local" is not a KV namespace id']);
    expect(messages(production({ images: undefined }))).toEqual(['problem: [env.production] does not bind IMAGES (images = { binding = "IMAGES" }): image variants would be the originals']);
    expect(messages(production({ analytics_engine_datasets: [] }))).toEqual(['problem: [env.production] does not bind CENSUS (analytics_engine_datasets): the census would go to Durable Object shards']);
  });

  it('refuses a compatibility date newer than the bundled workerd, and an environment that is not deployed', () => {
    expect(messages(production({ compatibility_date: '2026-05-01' }))).toEqual(["problem: compatibility_date 2026-05-01 is newer than the bundled workerd's 2026-04-26"]);
    expect(messages({ ...READY, environment: 'dev' })).toEqual(['problem: --env must name a deployed environment: staging or production']);
  });
});
