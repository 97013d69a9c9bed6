import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema } from '../../schemas/forms/form';
import { answersFromEntries, answerText, entriesFromAnswers, entryAnswers, labelledAnswers, NO_ANSWER } from '../../schemas/forms/form-answers';
import { checkAnswers } from '../../schemas/forms/form-rules';

const form = FormDefinitionSchema.parse({
  id: 'everything',
  name: 'Everything',
  fields: [
    { id: 'who', type: 'name', title: 'Name' },
    { id: 'mail', type: 'email', title: 'Email' },
    { id: 'where', type: 'address', title: 'Address' },
    { id: 'call', type: 'phone', title: 'Phone' },
    { id: 'day', type: 'date', title: 'Date' },
    { id: 'at', type: 'time', title: 'Time' },
    { id: 'tops', type: 'checkbox', title: 'Toppings', options: ['Oats', 'Honey', 'Figs'] },
    { id: 'size', type: 'select', title: 'Size', options: ['S', 'M'] },
    { id: 'rate', type: 'likert', title: 'Rate', options: ['Service', 'Price'] },
    { id: 'ref', type: 'hidden', title: 'Ref' },
    { id: 'more', type: 'section', title: 'More' },
  ],
});

const entries: [string, string][] = [
  ['who.First', 'Ada'],
  ['who.Last', 'Lovelace'],
  ['mail', 'ada@example.com'],
  ['where.Line1', '1 Main St'],
  ['where.Line2', ''],
  ['where.City', 'Springfield'],
  ['where.State', 'IL'],
  ['where.Zip', '62701'],
  ['where.Country', 'US'],
  ['call.Areacode', '555'],
  ['call.Prefix', '123'],
  ['call.Line', '4567'],
  ['day.Month', '3'],
  ['day.Day', '14'],
  ['day.Year', '2025'],
  ['at.Hour', '9'],
  ['at.Minute', '5'],
  ['at.Ampm', 'AM'],
  ['tops', 'Oats'],
  ['tops', 'Figs'],
  ['size', 'M'],
  ['rate.0', '2'],
  ['rate.1', '-1'],
  ['ref', 'spring'],
];

describe('answers as form controls name them', () => {
  it('reads every kind of field from name/value pairs into its spec shape', () => {
    const answers = answersFromEntries(form, entries);
    expect(answers).toEqual({
      who: { First: 'Ada', Last: 'Lovelace' },
      mail: 'ada@example.com',
      where: { Line1: '1 Main St', Line2: '', City: 'Springfield', State: 'IL', Zip: '62701', Country: 'US' },
      call: { Areacode: '555', Prefix: '123', Line: '4567' },
      day: { Month: '3', Day: '14', Year: '2025' },
      at: { Hour: '9', Minute: '5', Ampm: 'AM' },
      tops: ['Oats', 'Figs'],
      size: 'M',
      rate: { Service: '2', Price: '-1' },
      ref: 'spring',
    });
    expect(checkAnswers(form, answers).problems).toEqual({});
  });

  it('ignores names of no field, parts a field does not have and statements past its last', () => {
    const answers = answersFromEntries(form, [['crumb', 'x'], ['who.Middle', 'x'], ['rate.7', '1'], ['more', 'x'], ['__proto__.x', 'y'], ['constructor', 'z']]);
    expect(answers).toEqual({});
  });

  it('goes back from judged answers to the same pairs', () => {
    const { answers } = checkAnswers(form, answersFromEntries(form, entries));
    const back = entriesFromAnswers(form, answers);
    expect(answersFromEntries(form, back)).toEqual(answers);
    expect(back).toContainEqual(['rate.1', '-1']);
    expect(back).toContainEqual(['tops', 'Figs']);
  });
});

describe('answers as people read them', () => {
  const field = (id: string) => form.fields.find((candidate) => candidate.id === id)!;
  const { answers } = checkAnswers(form, answersFromEntries(form, entries));

  it('writes each shape on one line', () => {
    expect(answerText(field('who'), answers.who)).toBe('Ada Lovelace');
    expect(answerText(field('where'), answers.where)).toBe('1 Main St, Springfield, IL 62701, US');
    expect(answerText(field('call'), answers.call)).toBe('555-123-4567');
    expect(answerText(field('call'), { Country: '44', Areacode: '20', Prefix: '7946', Line: '0958' })).toBe('+44 20-7946-0958');
    expect(answerText(field('day'), answers.day)).toBe('3/14/2025');
    expect(answerText(field('at'), answers.at)).toBe('9:05:00 AM');
    expect(answerText(field('tops'), answers.tops)).toBe('Oats, Figs');
    expect(answerText(field('size'), answers.size)).toBe('M');
    expect(answerText(field('rate'), answers.rate)).toBe('Service: Strongly Agree; Price: Disagree');
  });

  it("shows 'N/A' for an empty answer", () => {
    expect(NO_ANSWER).toBe('N/A');
    for (const [id, value] of [['mail', ''], ['who', { First: '', Last: ' ' }], ['tops', []], ['rate', {}], ['at', { Hour: '', Minute: '' }], ['size', undefined]] as const) {
      expect(answerText(field(id), value), id).toBe(NO_ANSWER);
    }
  });

  it('lists the parts of an answer whose field it does not know, and never fails on what an author sent', () => {
    expect(answerText(undefined, { Line1: '1 Main St', City: 'Springfield' })).toBe('1 Main St, Springfield');
    expect(answerText(undefined, [['a', 7], { b: true }])).toBe('a, 7, true');
    expect(answerText(undefined, 42)).toBe('42');
    expect(answerText(undefined, null)).toBe(NO_ANSWER);
    expect(answerText(field('at'), { Hour: 9, Minute: 5 })).toBe(NO_ANSWER);
    expect(answerText(field('who'), { First: 'Ada', Last: 7 })).toBe('Ada');
    expect(answerText(field('rate'), { Service: '1', Price: { deep: '2' } })).toBe('Service: Agree');
  });
});

describe("a cart entry's answers, titled by their questions", () => {
  const { answers } = checkAnswers(form, answersFromEntries(form, entries));
  const additionalFields = JSON.stringify(answers);

  it('reads the JSON an entry carries, and nothing from JSON that is not an object', () => {
    expect(entryAnswers(additionalFields)).toEqual(answers);
    for (const other of ['null', '[1]', '"text"', '{', '']) expect(entryAnswers(other), other).toEqual({});
  });

  it("follows the form's order, leaves out hidden fields and sections, and writes each answer as the cart shows it", () => {
    const titled = labelledAnswers(additionalFields, form.fields);
    expect(titled.map(({ label }) => label)).toEqual(['Name', 'Email', 'Address', 'Phone', 'Date', 'Time', 'Toppings', 'Size', 'Rate']);
    expect(titled).toContainEqual({ label: 'Address', value: '1 Main St, Springfield, IL 62701, US' });
    expect(titled).toContainEqual({ label: 'Rate', value: 'Service: Strongly Agree; Price: Disagree' });
  });

  it('keeps the id of an answer the form no longer asks for, after the form\'s own, and titles a field without a title by its id', () => {
    const fields = [{ id: 'size', type: 'select', title: '' }] as const;
    const titled = labelledAnswers(JSON.stringify({ gone: { First: 'Ada' }, size: 'M', blank: ' ' }), fields);
    expect(titled).toEqual([
      { label: 'size', value: 'M' },
      { label: 'gone', value: 'Ada' },
      { label: 'blank', value: NO_ANSWER },
    ]);
  });

  it('has nothing to show for answers that are not an object, or for none', () => {
    expect(labelledAnswers('null', form.fields)).toEqual([]);
    expect(labelledAnswers('not json', form.fields)).toEqual([]);
    expect(labelledAnswers('{}', form.fields)).toEqual([]);
  });
});
