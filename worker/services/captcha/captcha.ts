import type { CaptchaAction } from '../../../schemas/forms/form-api';

/** A captcha token, checked with the provider: true only when a person solved it for `action`. */
export interface CaptchaVerifier {
  verify(token: string | undefined, action: CaptchaAction, remoteIp?: string): Promise<boolean>;
}

/** The longest token the provider issues (Turnstile: 2048 characters); a longer one is never sent on. */
export const MAX_TOKEN_LENGTH = 2048;
