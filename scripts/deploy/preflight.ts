// What must hold before a deployed environment of wrangler.toml is deployed:
// the top level (local development) holds no secret and no development switch,
// the environment says which it is, binds a namespace, a bucket and Durable
// Objects of its own with no placeholder left, the Images binding that resizes and the census's Analytics Engine dataset, has every value it requires
// (schemas/site/deployment.ts) and none of local development, and asks for no
// compatibility date the bundled workerd does not have.
import { createRequire } from 'node:module';
import { unstable_readConfig } from 'wrangler';
import { CONFIGURATION, DEPLOYMENT_VARIABLE, DEPLOYMENTS, PLACEHOLDER_PREFIX, configurationProblems, isDeployment } from '../../schemas/site/deployment';

/** The parts of wrangler's normalized configuration (unstable_readConfig) the preflight reads. */
export interface EnvironmentConfig {
  vars: Record<string, unknown>;
  compatibility_date?: string;
  kv_namespaces: { binding: string; id?: string }[];
  r2_buckets: { binding: string; bucket_name?: string }[];
  durable_objects: { bindings: { name: string }[] };
  images?: { binding: string };
  analytics_engine_datasets?: { binding: string; dataset?: string }[];
}

export interface PreflightInput {
  /** The `--env` asked for. */
  environment: string;
  /** wrangler.toml read without an environment: local development. */
  topLevel: EnvironmentConfig;
  /** wrangler.toml read for each deployed environment it has. */
  deployments: Partial<Record<string, EnvironmentConfig>>;
  /** The names `wrangler secret list` gives; null without credentials (a dry run). */
  secrets: readonly string[] | null;
  /** The newest compatibility date the workerd that wrangler bundles supports. */
  workerdCompatibilityDate: string;
}

/** A placeholder is fatal only when deploying: a dry run builds the bundle from the repository as committed. */
export interface Finding {
  kind: 'problem' | 'placeholder' | 'not checked';
  message: string;
}

const KV_NAMESPACE_ID = /^[0-9a-f]{32}$/;

const bindingNames = (config: EnvironmentConfig) => [
  ...config.kv_namespaces.map((binding) => binding.binding),
  ...config.r2_buckets.map((binding) => binding.binding),
  ...config.durable_objects.bindings.map((binding) => binding.name),
];

function topLevelFindings(topLevel: EnvironmentConfig): Finding[] {
  const findings: Finding[] = [];
  const problem = (message: string) => findings.push({ kind: 'problem', message });
  if (DEPLOYMENT_VARIABLE in topLevel.vars) problem(`the top level of wrangler.toml sets ${DEPLOYMENT_VARIABLE}: only [env.*] sections may`);
  for (const { name, secret, developmentValues } of CONFIGURATION) {
    if (!(name in topLevel.vars)) continue;
    // `wrangler deploy` without --env would upload it (issue #25).
    if (secret) problem(`the top level of wrangler.toml holds the secret ${name}: local values belong in .dev.vars`);
    else if (developmentValues.includes(String(topLevel.vars[name]))) problem(`the top level of wrangler.toml holds the development switch ${name}: local values belong in .dev.vars`);
  }
  return findings;
}

function bindingFindings(name: string, config: EnvironmentConfig, input: PreflightInput): Finding[] {
  const findings: Finding[] = [];
  const section = `[env.${name}]`;
  const others = Object.entries(input.deployments).filter((entry): entry is [string, EnvironmentConfig] => entry[0] !== name && entry[1] !== undefined);
  const own = new Set(bindingNames(config));
  for (const binding of bindingNames(input.topLevel)) {
    if (!own.has(binding)) findings.push({ kind: 'problem', message: `${section} does not bind ${binding} (bindings are not inherited from the top level)` });
  }
  for (const { binding, id = '' } of config.kv_namespaces) {
    if (id.startsWith(PLACEHOLDER_PREFIX)) {
      findings.push({ kind: 'placeholder', message: `${section} ${binding}: the namespace id is a placeholder; put the one \`wrangler kv namespace create ${binding} --env ${name}\` prints` });
    } else if (!KV_NAMESPACE_ID.test(id)) findings.push({ kind: 'problem', message: `${section} ${binding}: "${id}" is not a KV namespace id` });
    const sharing = others.find(([, other]) => other.kv_namespaces.some((candidate) => candidate.id === id));
    if (sharing) findings.push({ kind: 'problem', message: `${section} ${binding}: the namespace is [env.${sharing[0]}]'s too; each environment needs its own` });
  }
  // Local development has no Images binding and sends originals; a deployment without one would send every variant at full size.
  if (config.images?.binding !== 'IMAGES') findings.push({ kind: 'problem', message: `${section} does not bind IMAGES (images = { binding = "IMAGES" }): image variants would be the originals` });
  // Without it the census would go to the local development's Durable Object shards, where one hot object can refuse it.
  if (!config.analytics_engine_datasets?.some((dataset) => dataset.binding === 'CENSUS')) {
    findings.push({ kind: 'problem', message: `${section} does not bind CENSUS (analytics_engine_datasets): the census would go to Durable Object shards` });
  }
  for (const { binding, bucket_name: bucket } of config.r2_buckets) {
    const sharing = others.find(([, other]) => other.r2_buckets.some((candidate) => candidate.bucket_name === bucket));
    if (sharing) findings.push({ kind: 'problem', message: `${section} ${binding}: the bucket ${bucket} is [env.${sharing[0]}]'s too; each environment needs its own` });
  }
  return findings;
}

function valueFindings(name: string, config: EnvironmentConfig, secrets: readonly string[] | null): Finding[] {
  const findings: Finding[] = [];
  const section = `[env.${name}.vars]`;
  if (config.vars[DEPLOYMENT_VARIABLE] !== name) findings.push({ kind: 'problem', message: `${section} must set ${DEPLOYMENT_VARIABLE} = "${name}": it is how the Worker knows it is deployed` });
  for (const { name: variable, secret } of CONFIGURATION) {
    if (secret && variable in config.vars) findings.push({ kind: 'problem', message: `${section} holds the secret ${variable}: put it with \`wrangler secret put ${variable} --env ${name}\`` });
  }
  // The values of secrets stay unknown; that they are set is what `wrangler secret list` says.
  const SET = 'set with wrangler secret put';
  // Judged as the deployment it is meant to be, whatever its DEPLOYMENT says (reported above).
  const values = { ...config.vars, [DEPLOYMENT_VARIABLE]: name, ...Object.fromEntries((secrets ?? []).map((secret) => [secret, SET])) };
  const unchecked: string[] = [];
  for (const { name: variable, problem } of configurationProblems(values)) {
    const secret = CONFIGURATION.find((candidate) => candidate.name === variable)?.secret ?? false;
    if (problem === 'placeholder') findings.push({ kind: 'placeholder', message: `${section} ${variable} is a placeholder: set it in wrangler.toml` });
    else if (problem === 'development value') findings.push({ kind: 'problem', message: `${section} ${variable} has local development's value` });
    else if (problem === 'missing' && secret && secrets === null) unchecked.push(variable);
    else if (problem === 'missing' && secret) findings.push({ kind: 'problem', message: `the secret ${variable} is not set: \`wrangler secret put ${variable} --env ${name}\`` });
    else if (problem === 'missing') findings.push({ kind: 'problem', message: `${section} does not set ${variable}` });
  }
  if (unchecked.length > 0) findings.push({ kind: 'not checked', message: `without credentials, whether the secrets ${unchecked.join(', ')} are set (\`wrangler secret list --env ${name}\`)` });
  return findings;
}

export function preflight(input: PreflightInput): Finding[] {
  const name = input.environment;
  const config = input.deployments[name];
  if (!isDeployment(name) || !config) return [{ kind: 'problem', message: `--env must name a deployed environment: ${DEPLOYMENTS.join(' or ')}` }];
  const findings = [...topLevelFindings(input.topLevel), ...bindingFindings(name, config, input), ...valueFindings(name, config, input.secrets)];
  const date = config.compatibility_date;
  if (!date) findings.push({ kind: 'problem', message: 'wrangler.toml sets no compatibility_date' });
  else if (date > input.workerdCompatibilityDate) {
    findings.push({ kind: 'problem', message: `compatibility_date ${date} is newer than the bundled workerd's ${input.workerdCompatibilityDate}` });
  }
  return findings;
}

/** Whether the findings stop the deploy: placeholders stop only a real one. */
export const isFatal = (finding: Finding, dryRun: boolean) => finding.kind === 'problem' || (finding.kind === 'placeholder' && !dryRun);

const read = (env?: string): EnvironmentConfig => unstable_readConfig({ config: 'wrangler.toml', env });

/** wrangler.toml as the preflight reads it, and the newest compatibility date of the workerd wrangler bundles. */
export function committedConfiguration(): Omit<PreflightInput, 'environment' | 'secrets'> {
  const fromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler/package.json'));
  return {
    topLevel: read(),
    deployments: Object.fromEntries(DEPLOYMENTS.map((name) => [name, read(name)])),
    workerdCompatibilityDate: (fromWrangler('workerd') as { compatibilityDate: string }).compatibilityDate,
  };
}
