import { Hono } from 'hono';
import { RESTOCK_SIGN_UP_API, RestockSignUpRequestSchema } from '../../schemas';
import type { AppEnv } from '../env';
import { validJson } from '../http/json-body';
import { signUpVisitor } from '../restock/visitor-sign-up';

export const restockApi = new Hono<AppEnv>();

/**
 * A visitor asks to be told when a variant is back (spec sections 5 and 7).
 * The crumb, body size and rate limit apply as to every commerce call, and
 * the captcha when the site has one; a variant that can be bought now has
 * nothing to wait for. The answer is the text the visitor reads in place of
 * the form.
 */
restockApi.post(RESTOCK_SIGN_UP_API, validJson(RestockSignUpRequestSchema), async (c) => {
  const signedUp = await signUpVisitor(c.get('storefront'), c.req.valid('json'));
  return c.json({ message: signedUp.message }, signedUp.ok ? 200 : signedUp.status);
});
