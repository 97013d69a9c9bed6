// The captcha boundary (spec sections 1 and 7): one interface, Cloudflare
// Turnstile's siteverify when CAPTCHA_SECRET is set, the provider's test
// token in local development, and a refusal of every token in production
// without a secret (captcha-protected forms are then refused, not let through).
import type { Env } from '../../env';
import type { Log } from '../../logging';
import type { CaptchaVerifier } from './captcha';
import { localVerifier } from './local';
import { turnstileVerifier } from './turnstile';

export type { CaptchaVerifier } from './captcha';
export { ALWAYS_PASS_TEST_TOKEN, DEVELOPMENT_CHECK_TOKEN } from './local';
export { SITEVERIFY_URL } from './turnstile';

let warned = false;

const refuseAll = (log: Log): CaptchaVerifier => ({
  async verify() {
    if (!warned) {
      warned = true;
      log.error('captcha: CAPTCHA_SECRET is not set; captcha-protected forms are refused');
    }
    return false;
  },
});

/** Local development without captcha keys: forms show the development check in the provider's place, and no network is needed. */
export const usesDevelopmentCheck = (env: Pick<Env, 'CAPTCHA_SECRET' | 'ENVIRONMENT'>) => !env.CAPTCHA_SECRET && env.ENVIRONMENT === 'development';

/** The verifier this configuration calls for; what goes wrong goes to `log`. */
export function captchaVerifier(env: Pick<Env, 'CAPTCHA_SECRET' | 'ENVIRONMENT'>, log: Log): CaptchaVerifier {
  if (env.CAPTCHA_SECRET) return turnstileVerifier(env.CAPTCHA_SECRET, log);
  return usesDevelopmentCheck(env) ? localVerifier(log) : refuseAll(log);
}
