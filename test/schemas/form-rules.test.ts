import { describe, expect, it } from 'vitest';
import { FORM_NOTICE, formProblems, isBlankText, LIKERT_LABELS, LIKERT_SCALE, REQUIRED, SURVEY_INCOMPLETE } from '../../schemas/form-rules';

describe('custom product form rules (spec section 5)', () => {
  const form = {
    fields: [
      { id: 'name', type: 'text', title: 'Name', required: true },
      { id: 'note', type: 'textarea', title: 'Note', required: false },
      { id: 'mood', type: 'likert', title: 'Mood', required: true },
      { id: 'part', type: 'section', title: 'More', required: true },
      { id: 'ref', type: 'hidden', title: 'ref', required: true },
    ],
  } as const;

  it('names every required question left empty, likert questions in their own words', () => {
    expect(formProblems(form as never, {})).toEqual({ name: REQUIRED, mood: SURVEY_INCOMPLETE });
    expect(formProblems(form as never, { name: 'Ada', mood: '-2' })).toEqual({});
  });

  it('counts tags, whitespace and zero-width characters as empty', () => {
    for (const blank of ['', '   ', '<p> </p>', '\u200b\u2060\ufeff', '<br/>\n']) expect(isBlankText(blank)).toBe(true);
    expect(isBlankText('<b>x</b>')).toBe(false);
    expect(formProblems(form as never, { name: '<p>\u200b</p>', mood: '0' })).toEqual({ name: REQUIRED });
  });

  it('labels the five likert answers and states the general notice', () => {
    expect(LIKERT_SCALE.map(([answer]) => answer)).toEqual(['-2', '-1', '0', '1', '2']);
    expect(LIKERT_SCALE.map(([answer]) => LIKERT_LABELS[answer])).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
    expect(FORM_NOTICE).toBe('Update the missing or invalid information above.');
  });
});
