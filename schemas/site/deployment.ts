// The configuration the Worker runs on, named once: the Worker's own check
// (worker/middleware/configuration.ts) and the deploy preflight
// (scripts/deploy/preflight.ts) both read this list, so renaming a secret is
// a change of one line. Kept free of zod: the check runs on an isolate's first request.

/** The deployed environments: the `[env.<name>]` sections of wrangler.toml. */
export const DEPLOYMENTS = ['staging', 'production'] as const;
export type Deployment = (typeof DEPLOYMENTS)[number];

/**
 * The variable each deployed environment's section sets to its own name, and
 * the top level never does: where it is unset the Worker runs as local
 * development (`wrangler dev`, the tests).
 */
export const DEPLOYMENT_VARIABLE = 'DEPLOYMENT';

/** Where the Worker runs: local development, or one of the deployed environments. */
export type Runtime = 'local' | Deployment;

/** wrangler.toml's stand-in for a value the operator has yet to give (a namespace id, a sender): never a real one. */
export const PLACEHOLDER_PREFIX = 'REPLACE_WITH_';

export interface ConfigurationVariable {
  name: string;
  /** Put with `wrangler secret put <name> --env <deployment>` (locally: .dev.vars), never written into wrangler.toml. */
  secret: boolean;
  /** Where the Worker cannot run without it: it answers 503 there until it is set. */
  requiredIn: readonly Runtime[];
  /** The values of local development (.dev.vars.example): refused in a deployed environment. */
  developmentValues: readonly string[];
}

export const CONFIGURATION: readonly ConfigurationVariable[] = [
  // Signs the cart, checkout and session cookies: without it every add to cart would fail, locally too.
  { name: 'COOKIE_SECRET', secret: true, requiredIn: ['local', ...DEPLOYMENTS], developmentValues: ['local-development-cookie-secret-not-for-production'] },
  // The platform's key: owner tokens and the site watcher's route under /api/platform/ (locally, unset closes them).
  { name: 'PLATFORM_TOKEN', secret: true, requiredIn: DEPLOYMENTS, developmentValues: ['local-development-platform-token'] },
  // Card payments need all three Stripe values. Without them the site still serves, and checkout refuses paid orders
  // ('Checkout is not available right now.', logged) rather than take them unpaid (worker/services/payments).
  { name: 'STRIPE_SECRET_KEY', secret: true, requiredIn: [], developmentValues: ['sk_test_stand_in_local_development'] },
  { name: 'STRIPE_PUBLISHABLE_KEY', secret: true, requiredIn: [], developmentValues: ['pk_test_stand_in_local_development'] },
  { name: 'STRIPE_WEBHOOK_SECRET', secret: true, requiredIn: [], developmentValues: ['whsec_stand_in_local_development'] },
  // Where Stripe's API and Stripe.js are: unset means Stripe's own; the local stand-in's addresses are refused deployed.
  { name: 'STRIPE_API_BASE', secret: false, requiredIn: [], developmentValues: ['http://127.0.0.1:8790'] },
  { name: 'STRIPE_JS_URL', secret: false, requiredIn: [], developmentValues: ['http://127.0.0.1:8790/v3/'] },
  // "test" on purpose only: no real money moves and every page of the buying flow says so (staging may set it).
  { name: 'PAYMENTS_MODE', secret: false, requiredIn: [], developmentValues: [] },
  // Without it receipts, sign-in links and restock notices stay in the dev outbox: production would send none.
  { name: 'RESEND_API_KEY', secret: true, requiredIn: ['production'], developmentValues: [] },
  // The sender of that mail, on a domain the mail provider has verified (the default is sitefront.invalid).
  { name: 'MAIL_FROM', secret: false, requiredIn: ['production'], developmentValues: [] },
  // Optional: without it captcha-protected forms are refused, never let through (worker/services/captcha).
  { name: 'CAPTCHA_SECRET', secret: true, requiredIn: [], developmentValues: [] },
  // The dashboard's reports read the census from Analytics Engine's SQL API with these (worker/services/census). Without
  // them the census is still written and the reports answer 503 ('Analytics are not available right now.').
  { name: 'ANALYTICS_ENGINE_ACCOUNT_ID', secret: false, requiredIn: [], developmentValues: [] },
  { name: 'ANALYTICS_ENGINE_SQL_TOKEN', secret: true, requiredIn: [], developmentValues: [] },
  // 'development' opens the watcher's content route and the captcha's always-pass test token.
  { name: 'ENVIRONMENT', secret: false, requiredIn: [], developmentValues: ['development'] },
];

export const isDeployment = (value: unknown): value is Deployment => (DEPLOYMENTS as readonly unknown[]).includes(value);

export type ConfigurationProblemKind = 'missing' | 'placeholder' | 'development value' | 'unknown deployment';

/** A problem names the variable, never its value (which may be a secret). */
export interface ConfigurationProblem {
  name: string;
  problem: ConfigurationProblemKind;
}

/** Where a Worker with these bindings runs; null when DEPLOYMENT names no deployed environment. */
export function runtimeOf(env: Readonly<Record<string, unknown>>): Runtime | null {
  const deployment = env[DEPLOYMENT_VARIABLE];
  if (deployment === undefined) return 'local';
  return isDeployment(deployment) ? deployment : null;
}

/**
 * What keeps these bindings from serving: a value the runtime requires that
 * is unset, empty or still a placeholder, and in a deployed environment a value
 * of local development. An unknown DEPLOYMENT is a problem in itself: a
 * misnamed environment must not pass for local development.
 */
export function configurationProblems(env: Readonly<Record<string, unknown>>): ConfigurationProblem[] {
  const runtime = runtimeOf(env);
  if (runtime === null) return [{ name: DEPLOYMENT_VARIABLE, problem: 'unknown deployment' }];
  const problems: ConfigurationProblem[] = [];
  for (const { name, requiredIn, developmentValues } of CONFIGURATION) {
    const value = env[name];
    if (typeof value === 'string' && value.startsWith(PLACEHOLDER_PREFIX)) problems.push({ name, problem: 'placeholder' });
    else if (typeof value !== 'string' || value === '') {
      if (requiredIn.includes(runtime)) problems.push({ name, problem: 'missing' });
    } else if (runtime !== 'local' && developmentValues.includes(value)) problems.push({ name, problem: 'development value' });
  }
  return problems;
}
