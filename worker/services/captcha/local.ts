import type { Log } from '../../logging';
import { MAX_TOKEN_LENGTH, type CaptchaVerifier } from './captcha';

/** The token Turnstile's test site keys hand out; its documented test secret accepts it. */
export const ALWAYS_PASS_TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/**
 * The answer of local development's own check, a box the page shows in the
 * captcha's place (worker/forms/development-check.ts) so forms work offline
 * and without scripts. Only this verifier takes it: the provider refuses it,
 * and a deployment without a secret refuses every token.
 */
export const DEVELOPMENT_CHECK_TOKEN = 'sitefront-development-check';

let announced = false;

/**
 * Local development without a CAPTCHA_SECRET: the development check's answer
 * and the provider's always-pass test token (what its test site key
 * 1x00000000000000000000AA produces) pass, anything else is refused, and the
 * log says so once.
 */
export function localVerifier(log: Log): CaptchaVerifier {
  return {
    async verify(token) {
      if (!announced) {
        announced = true;
        log.info(`captcha: no CAPTCHA_SECRET; local development accepts only its own development check and the provider's always-pass test token ${ALWAYS_PASS_TEST_TOKEN}`);
      }
      return token !== undefined && token.length <= MAX_TOKEN_LENGTH && (token === ALWAYS_PASS_TEST_TOKEN || token === DEVELOPMENT_CHECK_TOKEN);
    },
  };
}
