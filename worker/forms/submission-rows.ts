import type { FormDefinition } from '../../schemas';
import { answerText, NO_ANSWER } from '../../schemas/forms/form-answers';
import type { StoredSubmission } from './form-submissions';

const answeredFields = (form: FormDefinition) => form.fields.filter((field) => field.type !== 'section');

/** The columns of a form's submissions, as the export and the dashboard show them: time, page, each field's title, and the sign-up of newsletter forms. */
export function submissionColumns(form: FormDefinition): string[] {
  const titles = answeredFields(form).map((field) => field.title || field.id);
  return ['Submitted', 'Page', ...titles, ...(form.kind === 'newsletter' ? ['Newsletter sign-up'] : [])];
}

/** One submission under those columns, each answer in words. */
export function submissionRow(form: FormDefinition, submission: StoredSubmission): string[] {
  const answers = answeredFields(form).map((field) => {
    const text = answerText(field, submission.answers[field.id]);
    return text === NO_ANSWER ? '' : text;
  });
  const signUp = form.kind === 'newsletter' ? [submission.newsletterSignUp ?? ''] : [];
  return [new Date(submission.submittedAt).toISOString(), submission.page, ...answers, ...signUp];
}
