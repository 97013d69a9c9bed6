// npm run deploy -- --env staging|production [--dry-run | --preflight-only]
// The preflight first (scripts/deploy/preflight.ts): everything wrong is
// listed and the deploy stops. Then `wrangler deploy --env <name>`. With
// --dry-run, no credentials are used: the preflight reads wrangler.toml alone
// (placeholders are reported, not fatal; secrets are not checked) and wrangler
// builds the bundle without uploading it. --preflight-only stops after the
// preflight (CI, where Cloudflare's wrangler action deploys). `npm run deploy`
// builds the client first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEPLOYMENTS } from '../schemas/site/deployment';
import { committedConfiguration, isFatal, preflight, type Finding } from './deploy/preflight';
import { wranglerCommand } from './package-bin';

const args = process.argv.slice(2);
const at = args.indexOf('--env');
const environment = at >= 0 ? args[at + 1] : undefined;
const dryRun = args.includes('--dry-run');
const preflightOnly = args.includes('--preflight-only');
if (!environment) {
  console.error(`usage: npm run deploy -- --env ${DEPLOYMENTS.join('|')} [--dry-run | --preflight-only]`);
  process.exit(2);
}

function deployedSecrets(): string[] {
  const listed = execFileSync(...wranglerCommand(['secret', 'list', '--env', environment!, '--format', 'json']), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return (JSON.parse(listed) as { name: string }[]).map((secret) => secret.name);
}

const MARK: Record<Finding['kind'], string> = { problem: 'x', placeholder: '!', 'not checked': '-' };

const findings: Finding[] = [];
let secrets: string[] | null = null;
if (!dryRun) {
  try {
    secrets = deployedSecrets();
  } catch {
    // Before the first deploy, `wrangler secret put` creates the Worker the secrets belong to.
    const message = `\`wrangler secret list --env ${environment}\` failed (see above): log in (\`wrangler login\` or CLOUDFLARE_API_TOKEN) and put the secrets first`;
    findings.push({ kind: 'problem', message });
  }
}
findings.push(...preflight({ environment, ...committedConfiguration(), secrets }));
const fatal = findings.filter((finding) => isFatal(finding, dryRun));
console.log(`preflight of [env.${environment}]${dryRun ? ' (dry run: wrangler.toml alone, no credentials)' : ''}:`);
for (const finding of findings) console.log(`  ${MARK[finding.kind]} ${finding.kind === 'problem' ? '' : `${finding.kind}: `}${finding.message}`);
if (fatal.length > 0) {
  console.error(`preflight failed: ${fatal.length} problem(s); nothing deployed`);
  process.exit(1);
}
console.log(findings.length === 0 ? '  nothing to report' : `preflight passed${dryRun ? ' for a dry run' : ''}`);
if (preflightOnly) process.exit(0);

const command = ['deploy', '--env', environment];
if (dryRun) {
  const out = mkdtempSync(path.join(tmpdir(), 'sitefront-deploy-'));
  try {
    execFileSync(...wranglerCommand([...command, '--dry-run', '--outdir', out]), { stdio: 'inherit' });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
} else execFileSync(...wranglerCommand(command), { stdio: 'inherit' });
