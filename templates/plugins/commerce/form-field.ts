// `summary-form-field` (reference Part 2): one submitted form field as order
// summaries show it, its answer rendered by field type. Values are printed
// as submitted, unescaped.
import { child, isObject, printed, toText, truthy } from '../../values';
import type { Env, Formatter } from '../registry';
import { messagesOf } from '../../i18n/locale';
import { localizedString } from './context';
import type { MessageKey } from '../../../schemas/messages';

/** Each answer's localized-string key in the page and its catalogue fallback. */
const LIKERT: Readonly<Record<string, [key: string, fallback: MessageKey]>> = {
  '-2': ['productAnswerMapStronglyDisagree', 'LIKERT_STRONGLY_DISAGREE'],
  '-1': ['productAnswerMapDisagree', 'LIKERT_DISAGREE'],
  '0': ['productAnswerMapNeutral', 'LIKERT_NEUTRAL'],
  '1': ['productAnswerMapAgree', 'LIKERT_AGREE'],
  '2': ['productAnswerMapStronglyAgree', 'LIKERT_STRONGLY_AGREE'],
};

function likertAnswer(answer: string, field: unknown, env: Env): string {
  const [key, fallback] = LIKERT[answer] ?? LIKERT['0'];
  const localized = localizedString(field, env, key);
  return truthy(localized) ? toText(localized) : messagesOf(env)[fallback];
}

function answer(field: unknown, env: Env): string {
  const values = child(field, 'values');
  const v = (key: string) => printed(child(values, key));
  switch (toText(child(field, 'type'))) {
    case 'address':
      return `<div style="padding-left:5px;">\n  <div>${v('Line1')}</div>${truthy(child(values, 'Line2')) ? `\n  <div>${v('Line2')}</div>` : ''}\n  <div>${v('City')}, ${v('State')} ${v('Zip')} ${v('Country')}</div>\n</div>`;
    case 'checkbox':
      if (truthy(values)) return `${Array.isArray(values) ? values.map(printed).join(', ') : ''}\n`;
      return truthy(child(field, 'value')) ? printed(child(field, 'value')) : '';
    case 'date':
      return `${v('Month')}/${v('Day')}/${v('Year')}`;
    case 'likert': {
      const rows = isObject(values) ? Object.entries(values) : [];
      const body = rows.map(([q, a]) => `\n  <div><span style="font-weight:bold;">${q}:</span> ${likertAnswer(toText(a), field, env)}</div>`).join('');
      return `<div style="padding-left:5px;">${body}\n</div>`;
    }
    case 'name':
      return `${v('First')} ${v('Last')}`;
    case 'phone':
      return `${truthy(child(values, 'Country')) ? `+${v('Country')} ` : ''}${v('Areacode')}-${v('Prefix')}-${v('Line')}`;
    case 'time': {
      const part = (key: string) => (truthy(child(values, key)) ? v(key) : '00');
      return `${part('Hour')}:${part('Minute')}:${part('Second')} ${v('Ampm')}`;
    }
    default:
      return printed(child(field, 'value'));
  }
}

function summaryFormField(field: unknown, env: Env): string {
  let text = answer(field, env);
  if (text === '') text = toText(localizedString(field, env, 'productSummaryFormNoAnswerText')).trim() || 'N/A';
  return `<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">${printed(child(field, 'rawTitle'))}:</span> ${text}\n</div>`;
}

export const formFieldFormatters: Record<string, Formatter<unknown>> = {
  'summary-form-field': { format: (value, _args, env) => summaryFormField(value, env) },
};
