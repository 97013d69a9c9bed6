import type { Context } from 'hono';
import type { CaptchaAction } from '../../schemas/forms/form-api';
import { CAPTCHA_INCOMPLETE, FORM_SUBMIT_FAILED } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { captchaVerifier } from '../services/captcha';

/**
 * What to tell a visitor whose captcha did not pass, or null when it did or
 * none was asked for. A form asks for one only when it wants one and the site
 * has a key to ask with, which is when the page renders a captcha container.
 */
export async function captchaRefusal(c: Context<AppEnv>, wanted: boolean, action: CaptchaAction, token: string | undefined): Promise<string | null> {
  const siteKey = (await c.get('site').settings())?.website.captchaSettings.siteKey;
  if (!wanted || !siteKey) return null;
  if (!token) return CAPTCHA_INCOMPLETE;
  const passed = await captchaVerifier(c.env).verify(token, action, c.req.header('CF-Connecting-IP'));
  return passed ? null : FORM_SUBMIT_FAILED;
}
