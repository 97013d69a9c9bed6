import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema, type FormDefinition } from '../../schemas/forms/form';
import {
  characterCount,
  checkAnswers,
  EMAIL_NOT_VALID,
  FORM_NOTICE,
  isBlankText,
  LIKERT_LABELS,
  LIKERT_SCALE,
  REQUIRED,
  SURVEY_INCOMPLETE,
  TEXT_LIMIT,
  TEXT_TOO_LONG,
} from '../../schemas/forms/form-rules';
import { ANSWER_INVALID } from '../../schemas/messages';
import { FSA_INVALID, POSTAL_CODE_INVALID, ZIP_CODES_5_DIGITS } from '../../schemas/address/postal-codes';

type FieldInput = Omit<Partial<FormDefinition['fields'][number]>, 'type'> & { type: string };

/** A form of one field `f`, as publishing would accept it. */
function formOf(field: FieldInput): FormDefinition {
  return FormDefinitionSchema.parse({ id: 'f-form', name: 'Form', fields: [{ id: 'f', title: 'Field', ...field }] });
}

/** What the rules say about the answer `value` of a one-field form. */
function problemOf(field: FieldInput, value: unknown): string | undefined {
  return checkAnswers(formOf(field), value === undefined ? {} : { f: value }).problems.f;
}

function storedOf(field: FieldInput, value: unknown) {
  return checkAnswers(formOf(field), { f: value }).answers.f;
}

describe('empty text (spec section 5)', () => {
  it('counts tags, whitespace and zero-width characters as empty', () => {
    for (const blank of ['', '   ', '<p> </p>', '\u200b\u2060\ufeff', '<br/>\n', '\u200c\u200d\t']) expect(isBlankText(blank), JSON.stringify(blank)).toBe(true);
    for (const text of ['<b>x</b>', '0', '.']) expect(isBlankText(text)).toBe(false);
  });

  it('refuses an empty required answer of every kind with Required, likert in its own words', () => {
    const options = ['One', 'Two'];
    for (const type of ['text', 'single-value', 'email', 'textarea', 'select', 'radio', 'checkbox', 'phone', 'name', 'address', 'date', 'time']) {
      for (const empty of [undefined, '', null, '<p>\u200b</p>']) {
        const value = ['text', 'single-value', 'email', 'textarea'].includes(type) || empty !== '<p>\u200b</p>' ? empty : undefined;
        expect(problemOf({ type, required: true, options }, value), `${type} ${JSON.stringify(value)}`).toBe(REQUIRED);
      }
      expect(problemOf({ type, required: false, options }, undefined), type).toBeUndefined();
    }
    expect(problemOf({ type: 'likert', required: true, options }, undefined)).toBe(SURVEY_INCOMPLETE);
    expect(problemOf({ type: 'likert', required: true, options }, { One: '1' })).toBe(SURVEY_INCOMPLETE);
  });

  it('exempts section fields and keeps no answer for them', () => {
    const checked = checkAnswers(formOf({ type: 'section', required: true }), { f: 'anything' });
    expect(checked).toEqual({ answers: {}, problems: {} });
  });
});

describe('single values', () => {
  it('takes email addresses of 3 to 256 characters with a 2 to 4 character last label, unless optional and empty', () => {
    expect(EMAIL_NOT_VALID).toBe('Email is not valid. Email addresses should follow the format name@example.com.');
    for (const email of ['a@b.co', ' ada@example.info ']) expect(problemOf({ type: 'email' }, email), email).toBeUndefined();
    for (const email of ['ada', 'a@b.c', 'a@b.museum', `${'x'.repeat(245)}@example.com`]) expect(problemOf({ type: 'email' }, email), email).toBe(EMAIL_NOT_VALID);
    expect(problemOf({ type: 'email' }, '')).toBeUndefined();
    expect(storedOf({ type: 'email' }, ' ada@example.com ')).toBe('ada@example.com');
  });

  it('refuses a textarea over its maximum length, counting characters as a visitor does', () => {
    expect(TEXT_TOO_LONG).toBe('You have exceeded the character limit.');
    expect(problemOf({ type: 'textarea', maxLength: 5 }, 'abcde')).toBeUndefined();
    expect(problemOf({ type: 'textarea', maxLength: 5 }, 'abcdef')).toBe(TEXT_TOO_LONG);
    expect(problemOf({ type: 'textarea', maxLength: 5 }, '😀😀😀😀😀')).toBeUndefined();
    expect(characterCount('😀é')).toBe(2);
    expect(problemOf({ type: 'textarea', maxLength: 5 }, '')).toBeUndefined();
    expect(problemOf({ type: 'text' }, 'x'.repeat(TEXT_LIMIT + 1))).toBe(TEXT_TOO_LONG);
  });

  it('refuses lists and objects where a text belongs, and keeps numbers as text', () => {
    expect(problemOf({ type: 'text' }, ['a'])).toBe(ANSWER_INVALID);
    expect(problemOf({ type: 'text' }, { a: 1 })).toBe(ANSWER_INVALID);
    expect(storedOf({ type: 'text' }, 42)).toBe('42');
  });

  it('keeps a hidden field as text, bounded', () => {
    expect(storedOf({ type: 'hidden' }, 'spring-sale')).toBe('spring-sale');
    expect(problemOf({ type: 'hidden' }, 'x'.repeat(2049))).toBe(ANSWER_INVALID);
  });
});

describe('choices', () => {
  const options = ['Serif', 'Script'];

  it('keeps a select or radio answer to one of its options', () => {
    for (const type of ['select', 'radio']) {
      expect(storedOf({ type, options }, 'Script')).toBe('Script');
      expect(problemOf({ type, options }, 'Comic Sans')).toBe(ANSWER_INVALID);
      expect(problemOf({ type, options }, ['Serif'])).toBe(ANSWER_INVALID);
    }
  });

  it('keeps checkbox answers as a list of its options, once each', () => {
    expect(storedOf({ type: 'checkbox', options }, ['Script', 'Serif', 'Script'])).toEqual(['Script', 'Serif']);
    expect(storedOf({ type: 'checkbox', options }, 'Serif')).toEqual(['Serif']);
    expect(problemOf({ type: 'checkbox', options }, ['Serif', 'Other'])).toBe(ANSWER_INVALID);
    expect(problemOf({ type: 'checkbox', options, required: true }, [])).toBe(REQUIRED);
  });

  it('keeps likert answers -2 to 2 by statement', () => {
    expect(LIKERT_SCALE.map(([answer]) => LIKERT_LABELS[answer])).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
    const survey = { type: 'likert', options: ['Fast', 'Friendly'], required: true };
    expect(storedOf(survey, { Fast: -2, Friendly: '2', Other: '1' })).toEqual({ Fast: '-2', Friendly: '2' });
    expect(problemOf(survey, { Fast: '3', Friendly: '0' })).toBe(ANSWER_INVALID);
    expect(problemOf(survey, { Fast: '1.5', Friendly: '0' })).toBe(ANSWER_INVALID);
    expect(problemOf(survey, 'Agree')).toBe(ANSWER_INVALID);
    expect(problemOf({ ...survey, required: false }, { Fast: '1' })).toBeUndefined();
  });
});

describe('structured answers (spec section 3 value shapes)', () => {
  it('keeps a name as First and Last, both needed when required', () => {
    expect(storedOf({ type: 'name' }, { First: ' Ada ', Last: 'Lovelace', Middle: 'x' })).toEqual({ First: 'Ada', Last: 'Lovelace' });
    expect(problemOf({ type: 'name', required: true }, { First: 'Ada', Last: '' })).toBe(REQUIRED);
    expect(problemOf({ type: 'name' }, { First: 'Ada', Last: '' })).toBeUndefined();
  });

  it('keeps a phone as Country, Areacode, Prefix, Line; three parts get an empty first part', () => {
    expect(storedOf({ type: 'phone' }, ['555', '123', '4567'])).toEqual({ Country: '', Areacode: '555', Prefix: '123', Line: '4567' });
    expect(storedOf({ type: 'phone' }, ['44', '20', '7946', '0958'])).toEqual({ Country: '44', Areacode: '20', Prefix: '7946', Line: '0958' });
    expect(problemOf({ type: 'phone' }, { Country: '1', Areacode: '555', Prefix: '123', Line: '4567' })).toBeUndefined();
    expect(problemOf({ type: 'phone' }, { Areacode: '555', Prefix: 'abc', Line: '4567' })).toBe(ANSWER_INVALID);
    expect(problemOf({ type: 'phone' }, { Areacode: '555', Prefix: '123', Line: '' })).toBe(ANSWER_INVALID);
    expect(problemOf({ type: 'phone' }, ['1', '2'])).toBe(ANSWER_INVALID);
    expect(problemOf({ type: 'phone' }, { Areacode: '5555555555', Prefix: '5555555', Line: '1' })).toBe(ANSWER_INVALID);
    expect(problemOf({ type: 'phone', required: true }, { Country: '1' })).toBe(REQUIRED);
  });

  it('keeps a date as Month, Day, Year that exists', () => {
    expect(problemOf({ type: 'date' }, { Month: '2', Day: '29', Year: '2024' })).toBeUndefined();
    for (const date of [{ Month: '2', Day: '29', Year: '2023' }, { Month: '13', Day: '1', Year: '2024' }, { Month: '1', Day: '1', Year: '24' }, { Month: '4', Day: '31', Year: '2024' }]) {
      expect(problemOf({ type: 'date' }, date), JSON.stringify(date)).toBe(ANSWER_INVALID);
    }
  });

  it('keeps a time as Hour, Minute, Second, Ampm on a 12 or 24 hour clock', () => {
    expect(problemOf({ type: 'time' }, { Hour: '9', Minute: '05', Second: '', Ampm: 'PM' })).toBeUndefined();
    expect(problemOf({ type: 'time' }, { Hour: '21', Minute: '05' })).toBeUndefined();
    for (const time of [{ Hour: '13', Minute: '00', Ampm: 'PM' }, { Hour: '24', Minute: '00' }, { Hour: '9', Minute: '60' }, { Hour: '9', Minute: '5', Ampm: 'XM' }, { Hour: '9', Minute: '' }]) {
      expect(problemOf({ type: 'time' }, time), JSON.stringify(time)).toBe(ANSWER_INVALID);
    }
  });

  it('keeps an address as Line1 to Country and checks its postal code by country', () => {
    const address = { Line1: '1 Main St', Line2: '', City: 'Beverly Hills', State: 'CA', Zip: '90210', Country: 'US' };
    expect(storedOf({ type: 'address' }, address)).toEqual(address);
    expect(problemOf({ type: 'address' }, { ...address, Zip: '9021' })).toBe(ZIP_CODES_5_DIGITS);
    expect(problemOf({ type: 'address' }, { ...address, Country: 'CA', Zip: 'ZZZ' })).toBe(FSA_INVALID);
    // A form's address is where something goes: the country's whole code, not the location a partial code names.
    expect(problemOf({ type: 'address' }, { ...address, Country: 'CA', Zip: 'h2x1y4' })).toBeUndefined();
    expect(problemOf({ type: 'address' }, { ...address, Country: 'CA', Zip: 'H2X' })).toBe(POSTAL_CODE_INVALID);
    expect(problemOf({ type: 'address' }, { ...address, Country: 'GB', Zip: 'SW1A 1AA' })).toBeUndefined();
    expect(problemOf({ type: 'address' }, { ...address, Country: 'JP', Zip: '' })).toBe(POSTAL_CODE_INVALID);
    expect(problemOf({ type: 'address' }, { ...address, Country: 'HK', Zip: '' })).toBeUndefined();
    expect(problemOf({ type: 'address' }, { ...address, City: ' ' })).toBe(REQUIRED);
    expect(problemOf({ type: 'address' }, { Country: 'US' })).toBeUndefined();
    expect(problemOf({ type: 'address', required: true }, { Country: 'US' })).toBe(REQUIRED);
    expect(problemOf({ type: 'address' }, { ...address, Line1: { nested: true } })).toBe(ANSWER_INVALID);
  });
});

describe('a whole form', () => {
  it('judges every field, drops answers to no field, and states the general notice', () => {
    const form = FormDefinitionSchema.parse({
      id: 'whole',
      name: 'Whole',
      fields: [
        { id: 'name', type: 'text', title: 'Name', required: true },
        { id: 'mood', type: 'likert', title: 'Mood', required: true, options: ['Today'] },
        { id: 'part', type: 'section', title: 'More' },
      ],
    });
    expect(checkAnswers(form, { extra: 'x', __proto__: { name: 'inherited' } } as never)).toEqual({
      answers: { name: '', mood: {} },
      problems: { name: REQUIRED, mood: SURVEY_INCOMPLETE },
    });
    expect(checkAnswers(form, { name: 'Ada', mood: { Today: '2' } }).problems).toEqual({});
    expect(FORM_NOTICE).toBe('Update the missing or invalid information above.');
  });
});

describe('form definitions at publish', () => {
  const parse = (form: unknown) => FormDefinitionSchema.safeParse(form);
  const messages = (form: unknown) => {
    const result = parse(form);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('refuses an unknown field type, a duplicate field id, a choice without options and a missing name', () => {
    expect(messages({ id: 'a', fields: [] })).toEqual([expect.stringMatching(/^name: /)]);
    expect(messages({ id: 'a', name: 'A', fields: [{ id: 'x', type: 'colour' }] })).toEqual([expect.stringMatching(/^fields\.0\.type: /)]);
    expect(messages({ id: 'a', name: 'A', fields: [{ id: 'x', type: 'text' }, { id: 'x', type: 'email' }] })).toEqual(['fields.1.id: duplicate field id "x"']);
    expect(messages({ id: 'a', name: 'A', fields: [{ id: 'x', type: 'select' }] })).toEqual(['fields.0.options: a select field needs at least one option']);
    expect(messages({ id: 'a', name: 'A', kind: 'newsletter', fields: [{ id: 'x', type: 'text' }] })).toEqual(['fields: a newsletter form needs an email field']);
    expect(messages({ id: 'a.b', name: 'A' })).toEqual([expect.stringMatching(/^id: /)]);
    expect(messages({ id: 'a', name: 'A', submitRedirect: 'javascript:alert(1)' })).toEqual([expect.stringMatching(/^submitRedirect: /)]);
    expect(messages({ id: 'a', name: 'A', submitRedirect: '//evil.example' })).toEqual([expect.stringMatching(/^submitRedirect: /)]);
    expect(messages({ id: 'a', name: 'A', submitRedirect: '/thanks' })).toEqual([]);
  });
});
