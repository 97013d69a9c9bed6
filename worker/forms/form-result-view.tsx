import type { FormDefinition } from '../../schemas';

export interface FieldProblem {
  title: string;
  message: string;
}

interface FormResultProps {
  title: string;
  /** The answer: the submission text, or what went wrong. */
  message: string;
  failed: boolean;
  problems?: readonly FieldProblem[];
  /** Owner-authored HTML shown after a successful submission. */
  postSubmitHtml?: string;
  /** The page the form was on, to go back to. */
  back: string;
}

/** The page a form posted without scripts answers with: the submission text, or each field's problem. */
export function FormResultView({ title, message, failed, problems = [], postSubmitHtml, back }: FormResultProps) {
  return (
    <main id="page" className="form-result">
      <h1>{title}</h1>
      <p className={failed ? 'form-submission-error' : 'form-submission-text'} role={failed ? 'alert' : 'status'}>
        {message}
      </p>
      {problems.length > 0 && (
        <ul className="form-result-problems">
          {problems.map(({ title: field, message: problem }) => (
            <li key={field}>
              <strong>{field}</strong>{`: ${problem}`}
            </li>
          ))}
        </ul>
      )}
      {postSubmitHtml && <div className="form-post-submit-html" dangerouslySetInnerHTML={{ __html: postSubmitHtml }} />}
      <p>
        <a href={back}>{failed ? 'Back to the form' : 'Back to the page'}</a>
      </p>
    </main>
  );
}

/** Field titles for the problems the rules found, in the form's order. */
export function fieldProblems(form: FormDefinition, errors: Readonly<Record<string, string>>): FieldProblem[] {
  return form.fields.filter((field) => Object.hasOwn(errors, field.id)).map((field) => ({ title: field.title || field.id, message: errors[field.id] }));
}
