import { Hono } from 'hono';
import * as z from 'zod';
import { INSTALLMENTS_MODAL_API, installmentsBrand, installmentsSupported, primaryLanguage } from '../../schemas';
import { INSTALLMENTS_UNAVAILABLE } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { installmentsModalSource } from '../services/installments';

export const installmentsApi = new Hono<AppEnv>();

const ModalQuerySchema = z.lazy(() => z.object({ language: z.string().regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/) }));

/** The modal page is the same for every shopper of a store and language: shared caches may keep it. */
const MODAL_CACHE_CONTROL = 'public, max-age=3600';

/**
 * GET /api/commerce/installments/modal?language=: the installments modal's
 * HTML for the shopper's language and the account's country, as `{ html }`;
 * 404 where the store offers no installments for that pair.
 */
installmentsApi.get(INSTALLMENTS_MODAL_API, async (c) => {
  const query = ModalQuerySchema.safeParse(c.req.query());
  const storefront = c.get('storefront');
  const store = (await storefront.settings())?.websiteSettings.storeSettings;
  const country = store?.accountCountry?.toUpperCase();
  if (!query.success || !store?.installments || !country || !installmentsSupported(country, query.data.language)) {
    return c.json({ message: INSTALLMENTS_UNAVAILABLE }, 404);
  }
  const request = { country, language: primaryLanguage(query.data.language), brand: installmentsBrand(store.installments, country) };
  try {
    const html = await installmentsModalSource(storefront.env).modalHtml(request);
    c.header('Cache-Control', MODAL_CACHE_CONTROL);
    return c.json({ html });
  } catch (error) {
    // Spec section 8: a load failure is a warning only; the pill stays.
    c.get('log').warn('installments modal not loaded', error);
    return c.json({ message: INSTALLMENTS_UNAVAILABLE }, 502);
  }
});
