import { createMiddleware } from 'hono/factory';
import { SITE_UNAVAILABLE } from '../../schemas/messages';
import { configurationProblems, DEPLOYMENT_VARIABLE, type ConfigurationProblem } from '../../schemas/site/deployment';
import { plainAnswer } from '../http/answers';
import type { AppEnv, Env } from '../env';
import type { Log } from '../logging';

/** An isolate's bindings never change, so each is checked (and its problems logged) once. */
const checked = new WeakMap<Env, ConfigurationProblem[]>();

function problemsOf(env: Env, log: Log): ConfigurationProblem[] {
  let problems = checked.get(env);
  if (problems === undefined) {
    const values = env as unknown as Readonly<Record<string, unknown>>;
    problems = configurationProblems(values);
    checked.set(env, problems);
    // One line names what is wrong, never a value: the values are secrets.
    const deployment = values[DEPLOYMENT_VARIABLE] ?? 'local development';
    if (problems.length > 0) log.error('configuration incomplete: every request answers 503', undefined, { deployment: String(deployment), problems });
  }
  return problems;
}

/**
 * A Worker missing a value it needs (schemas/site/deployment.ts), or deployed
 * with a value of local development, serves nothing: every page is a plain 503
 * page and every call a 503 JSON message, rather than a 500 at the first
 * signed cookie or a site open to the development switches.
 */
export const configuration = createMiddleware<AppEnv>(async (c, next) => {
  if (problemsOf(c.env, c.get('log')).length === 0) return next();
  return plainAnswer(c, 503, SITE_UNAVAILABLE);
});
