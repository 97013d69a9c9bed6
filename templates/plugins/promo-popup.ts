// Promotional pop-up family: `{websiteSettings.promotionalPopup|promo-popup}`
// renders the site's pop-up (schemas/site/site.ts), with the form it names
// from the page's `forms` as a form block whose captcha action is
// PROMO_POPUP_SUBMISSION, and its display rules for client/promo-popup/.
import { CAPTCHA_ACTIONS } from '../../schemas/forms/form-api';
import { PROMO_POPUP_DEFAULTS } from '../../schemas/site/promo-popup';
import promoPopup from '../fragments/promo-popup/promo-popup';
import { messagesOf } from '../i18n/locale';
import { isObject, toText } from '../values';
import { formBlockOf } from './forms';
import { fragment } from './fragment';
import type { PluginFamily } from './registry';

const block = fragment(promoPopup);

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

export const promoPopupPlugins: PluginFamily = {
  formatters: {
    'promo-popup': {
      format: (value, _args, env) => {
        if (!isObject(value) || typeof value.id !== 'string' || !value.title) return '';
        const formId = typeof value.formId === 'string' ? value.formId : null;
        const form = formId === null ? undefined : env.resolve(['forms', formId]);
        if (formId !== null && !isObject(form)) env.error(`promo-popup: no form "${formId}" in forms`);
        const link = isObject(value.link) && value.link.url ? { url: toText(value.link.url), text: toText(value.link.text) } : null;
        const view = {
          id: value.id,
          title: toText(value.title),
          body: toText(value.body) || null,
          link,
          delaySeconds: numberOr(value.delaySeconds, PROMO_POPUP_DEFAULTS.delaySeconds),
          exitIntent: typeof value.exitIntent === 'boolean' ? value.exitIntent : PROMO_POPUP_DEFAULTS.exitIntent,
          hideForDays: numberOr(value.hideForDays, PROMO_POPUP_DEFAULTS.hideForDays),
          closeLabel: messagesOf(env).CLOSE_LABEL,
        };
        return block(env, view, { form: isObject(form) ? formBlockOf(form, env, CAPTCHA_ACTIONS.promoPopup) : '' });
      },
    },
  },
};
