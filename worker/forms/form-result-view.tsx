import { translated, type FormDefinition, type Messages } from '../../schemas';

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
  /** A refused form again, holding what was typed (worker/forms/form-again.ts). */
  formHtml?: string;
  /** The site's catalogue table: failures and problems come in English and are shown in its language. */
  messages: Messages;
}

/** The page a form posted without scripts answers with: the submission text, or each field's problem. */
export function FormResultView({ title, message, failed, problems = [], postSubmitHtml, back, formHtml, messages }: FormResultProps) {
  return (
    <main id="page" className="form-result">
      <h1>{title}</h1>
      <p className={failed ? 'form-submission-error' : 'form-submission-text'} role={failed ? 'alert' : 'status'}>
        {failed ? translated(message, messages) : message}
      </p>
      {problems.length > 0 && (
        <ul className="form-result-problems">
          {problems.map(({ title: field, message: problem }) => (
            <li key={field}>
              <strong>{field}</strong>{`: ${translated(problem, messages)}`}
            </li>
          ))}
        </ul>
      )}
      {postSubmitHtml && <div className="form-post-submit-html" dangerouslySetInnerHTML={{ __html: postSubmitHtml }} />}
      {formHtml && <div className="form-again" dangerouslySetInnerHTML={{ __html: formHtml }} />}
      <p>
        <a href={back}>{failed ? messages.BACK_TO_FORM : messages.BACK_TO_PAGE}</a>
      </p>
    </main>
  );
}

/** Field titles for the problems the rules found, in the form's order. */
export function fieldProblems(form: FormDefinition, errors: Readonly<Record<string, string>>): FieldProblem[] {
  return form.fields.filter((field) => Object.hasOwn(errors, field.id)).map((field) => ({ title: field.title || field.id, message: errors[field.id] }));
}
