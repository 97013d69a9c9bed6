import type { CaptchaAction } from '../../../schemas/forms/form-api';
import type { Log } from '../../logging';
import { MAX_TOKEN_LENGTH, type CaptchaVerifier } from './captcha';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** A visitor waits for this; the provider answers in well under a second. */
const TIMEOUT_MS = 5000;

interface SiteverifyOutcome {
  success?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

/**
 * Cloudflare Turnstile's siteverify call, with the site's secret key
 * (CAPTCHA_SECRET). A token made for another action (a newsletter token
 * replayed on a contact form, say) is refused. Failures are logged by their
 * codes only, never with the token or the visitor's data.
 */
export function turnstileVerifier(secret: string, log: Log): CaptchaVerifier {
  return {
    async verify(token, action: CaptchaAction, remoteIp) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return false;
      const body = new URLSearchParams({ secret, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      try {
        const response = await fetch(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) {
          log.warn(`captcha: siteverify answered HTTP ${response.status}`);
          return false;
        }
        const outcome = (await response.json()) as SiteverifyOutcome;
        if (outcome.success !== true) {
          log.warn(`captcha: token refused (${Array.isArray(outcome['error-codes']) ? outcome['error-codes'].join(', ') : 'no codes'})`);
          return false;
        }
        return typeof outcome.action !== 'string' || outcome.action === '' || outcome.action === action;
      } catch (error) {
        log.warn(`captcha: siteverify unreachable (${(error as Error).name})`);
        return false;
      }
    },
  };
}
