// Form family: the form blocks of spec section 2, placed by id
// (`{forms.contact-form|form-block}`), and the fields alone
// (`{form|form-fields}`), which the custom product form's dialog shows. The
// value is a published form definition (schemas/forms/form.ts); what the fragments
// print is built here as a view with every key set.
import { CAPTCHA_ACTIONS, type CaptchaAction } from '../../schemas/forms/form-api';
import { ANSWER_PARTS, LIKERT_SCALE, type PartsFieldType } from '../../schemas/forms/form-rules';
import { ADDRESS_FIELD_COUNTRIES } from '../../schemas/address/postal-codes';
import { BlockType } from '../../schemas/site/content-types';
import type { MessageKey } from '../../schemas/messages';
import formBlock from '../fragments/forms/form-block';
import formFields from '../fragments/forms/form-fields';
import { messagesOf } from '../i18n/locale';
import { fragment } from './fragment';
import type { Env, Formatter, PluginFamily } from './registry';
import { isObject as isRecord, toText } from '../values';
import { formPostPath } from '../../schemas/site/paths';

const block = fragment(formBlock);
const fieldList = fragment(formFields);

type Field = Record<string, unknown>;
type Option = { value: string; label: string };

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const options = (field: Field) => (Array.isArray(field.options) ? field.options.filter((option): option is string => typeof option === 'string') : []);

interface PartSpec {
  /** The catalogue key of the part's label; else its `mark`, which reads the same in every language (AM/PM). */
  label?: MessageKey;
  mark?: string;
  autocomplete?: string;
  inputMode?: string;
  size?: number;
  options?: (env: Env) => Option[];
}

function countries(env: Env): Option[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([env.options.locale ?? 'en-US'], { type: 'region' });
  } catch {
    names = undefined;
  }
  return ADDRESS_FIELD_COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label));
}

const NUMBER = { inputMode: 'numeric' };

const PARTS: Readonly<Record<PartsFieldType, Readonly<Record<string, PartSpec>>>> = {
  name: { First: { label: 'FIRST_NAME_PART', autocomplete: 'given-name' }, Last: { label: 'LAST_NAME_PART', autocomplete: 'family-name' } },
  address: {
    Line1: { label: 'ADDRESS_LABEL', autocomplete: 'address-line1' },
    Line2: { label: 'ADDRESS_2_LABEL', autocomplete: 'address-line2' },
    City: { label: 'CITY_LABEL', autocomplete: 'address-level2' },
    State: { label: 'STATE_LABEL', autocomplete: 'address-level1' },
    Zip: { label: 'POSTAL_CODE_LABEL', autocomplete: 'postal-code' },
    Country: { label: 'COUNTRY_LABEL', autocomplete: 'country', options: countries },
  },
  phone: {
    Country: { label: 'PHONE_COUNTRY_CODE', autocomplete: 'tel-country-code', size: 3, ...NUMBER },
    Areacode: { label: 'PHONE_AREA_CODE', size: 4, ...NUMBER },
    Prefix: { label: 'PHONE_PREFIX', size: 4, ...NUMBER },
    Line: { label: 'PHONE_LINE', size: 5, ...NUMBER },
  },
  date: {
    Month: { label: 'DATE_MONTH_MARK', size: 2, ...NUMBER },
    Day: { label: 'DATE_DAY_MARK', size: 2, ...NUMBER },
    Year: { label: 'DATE_YEAR_MARK', size: 4, ...NUMBER },
  },
  time: {
    Hour: { label: 'TIME_HOUR', size: 2, ...NUMBER },
    Minute: { label: 'TIME_MINUTE', size: 2, ...NUMBER },
    Second: { label: 'TIME_SECOND', size: 2, ...NUMBER },
    Ampm: { mark: 'AM/PM', options: () => ['AM', 'PM'].map((value) => ({ value, label: value })) },
  },
};

function partsOf(env: Env, field: Field, type: PartsFieldType) {
  // Spec section 3: a phone is asked in three parts unless a country code is wanted too.
  const names = type === 'phone' && field.countryCode !== true ? ANSWER_PARTS.phone.slice(1) : ANSWER_PARTS[type];
  return names.map((part) => {
    const spec = PARTS[type][part];
    return {
      part,
      label: spec.label ? messagesOf(env)[spec.label] : (spec.mark ?? ''),
      name: `${toText(field.id)}.${part}`,
      autocomplete: spec.autocomplete ?? null,
      inputMode: spec.inputMode ?? null,
      size: spec.size ?? null,
      options: spec.options?.(env) ?? null,
    };
  });
}

/** One field as the fields fragment prints it: exactly one of section, hidden and visible is set. */
function fieldView(env: Env, formId: string, field: Field) {
  const id = toText(field.id);
  const type = toText(field.type);
  const base = {
    id,
    type,
    title: toText(field.title),
    description: text(field.description) || null,
    required: field.required === true,
    controlId: `${formId}-${id}`,
    placeholder: text(field.placeholder) || null,
    maxLength: typeof field.maxLength === 'number' ? field.maxLength : null,
    grouped: false,
    text: null,
    textarea: null,
    select: null,
    options: null,
    choices: null,
    statements: null,
    parts: null,
  };
  switch (type) {
    case 'section':
      return { section: base, hidden: null, visible: null };
    case 'hidden':
      return { section: null, hidden: { id, value: text(field.value) ?? '', queryName: text(field.name) ?? id }, visible: null };
    case 'textarea':
      return { section: null, hidden: null, visible: { ...base, textarea: true } };
    case 'select':
      return { section: null, hidden: null, visible: { ...base, select: { prompt: messagesOf(env).SELECT_AN_OPTION }, options: options(field) } };
    case 'radio':
    case 'checkbox': {
      const choices = options(field).map((value) => ({ value, inputType: type, name: id }));
      return { section: null, hidden: null, visible: { ...base, grouped: true, choices } };
    }
    case 'likert': {
      const statements = options(field).map((statement, index) => ({
        statement,
        answers: LIKERT_SCALE.map(([value, key]) => ({ value, label: messagesOf(env)[key], name: `${id}.${index}` })),
      }));
      return { section: null, hidden: null, visible: { ...base, grouped: true, statements } };
    }
    default:
      if (Object.hasOwn(ANSWER_PARTS, type)) {
        return { section: null, hidden: null, visible: { ...base, grouped: true, parts: partsOf(env, field, type as PartsFieldType) } };
      }
      return { section: null, hidden: null, visible: { ...base, text: { inputType: type === 'email' ? 'email' : 'text', autocomplete: type === 'email' ? 'email' : null } } };
  }
}

function fieldsOf(form: Record<string, unknown>, env: Env): string {
  const formId = toText(form.id);
  const fields = Array.isArray(form.fields) ? form.fields.filter(isRecord) : [];
  return fieldList(env, { fields: fields.map((field) => fieldView(env, formId, field)) });
}

/** A form block; `captchaAction` names where it stands when that is not a block of its own (a promotional pop-up). */
export function formBlockOf(form: Record<string, unknown>, env: Env, captchaAction?: CaptchaAction): string {
  const id = toText(form.id);
  const newsletter = form.kind === 'newsletter';
  const siteKey = text(env.resolve(['website', 'captchaSettings', 'siteKey']));
  captchaAction ??= newsletter ? CAPTCHA_ACTIONS.newsletterBlock : CAPTCHA_ACTIONS.formBlock;
  const view = {
    id,
    definition: form,
    kind: newsletter ? 'newsletter' : 'contact',
    newsletter,
    blockType: newsletter ? BlockType.NEWSLETTER : BlockType.FORM,
    postPath: formPostPath(id),
    submitLabel: text(form.submitLabel) || messagesOf(env).SUBMIT_LABEL,
    submitRedirect: text(form.submitRedirect) || null,
    disclaimer: text(form.disclaimer) || null,
    submissionMessage: text(form.submissionMessage) ?? '',
    postSubmitHtml: text(form.postSubmitHtml) || null,
    bannerAbove: newsletter ? null : messagesOf(env).FORM_BANNER_ABOVE,
    bannerBelow: newsletter ? null : messagesOf(env).FORM_BANNER_BELOW,
    // A form asks for a captcha only when the site has a key to ask with.
    captcha: form.captchaEnabled === true && siteKey ? { siteKey, captchaAction } : null,
  };
  return block(env, view, { fields: fieldsOf(form, env) });
}

/** A formatter of a form definition; anything else prints nothing. */
const ofForm = (render: (form: Record<string, unknown>, env: Env) => string): Formatter<unknown> => ({
  format: (value, _args, env) => (isRecord(value) && typeof value.id === 'string' ? render(value, env) : ''),
});

export const formPlugins: PluginFamily = {
  formatters: {
    'form-block': ofForm((form, env) => formBlockOf(form, env)),
    'form-fields': ofForm(fieldsOf),
  },
};
