import type { Log } from '../../logging';
import { MAX_TOKEN_LENGTH, type CaptchaVerifier } from './captcha';

/** The token Turnstile's test site keys hand out; its documented test secret accepts it. */
export const ALWAYS_PASS_TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

let announced = false;

/**
 * Local development without a CAPTCHA_SECRET: the provider's always-pass test
 * token (what its test site key 1x00000000000000000000AA produces) passes,
 * anything else is refused, and the log says so once.
 */
export function localVerifier(log: Log): CaptchaVerifier {
  return {
    async verify(token) {
      if (!announced) {
        announced = true;
        log.info(`captcha: no CAPTCHA_SECRET; local development accepts only the provider's always-pass test token ${ALWAYS_PASS_TEST_TOKEN}`);
      }
      return token !== undefined && token.length <= MAX_TOKEN_LENGTH && token === ALWAYS_PASS_TEST_TOKEN;
    },
  };
}
