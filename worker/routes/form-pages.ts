import { Hono } from 'hono';
import { FORM_POST_PREFIX } from '../../schemas/site/paths';
import type { AppEnv } from '../env';
import { lazyAnswers } from '../http/lazy-answers';
import { limitBody } from '../middleware/body-limit';
import { MAX_FORM_BODY_BYTES } from './forms-api';

/**
 * A form block posted without scripts (spec section 4): the same submission
 * as SaveFormSubmission, answered with a page. Such a visitor may have no
 * crumb (form pages are cached and set no cookie): the crumb check lets the
 * post through only when the browser vouches that one of this site's pages
 * sent it (worker/middleware/crumb.ts). The submission key is taken on the
 * visitor's behalf.
 */
export const formPages = new Hono<AppEnv>();

// The answers (form-page-answers.tsx) load when a form is first posted without scripts.
const answer = lazyAnswers(() => import('./form-page-answers'));

formPages.post(`${FORM_POST_PREFIX}:formId`, limitBody(MAX_FORM_BODY_BYTES, answer('tooLarge')), answer('formPost'));
