import { ANSWER_FIELD_PREFIX, messagesFor, translated, type FormDefinition } from '../../schemas';
import { characterCount } from '../../schemas/forms/form-rules';
import { escapeHtml } from '../../templates';
import type { Log } from '../logging';
import { fieldsHtml } from '../forms/fields-html';

/** What a refused add without scripts posted for the form: control name → values, in the names schemas/forms/form-answers.ts reads. */
export type PostedControls = ReadonlyMap<string, readonly string[]>;

/**
 * The custom product form's questions inside the add-to-cart form, for a
 * visitor without scripts whose add needs their answers (the lightbox needs
 * scripts): the controls the dialog and a form block show (the engine's
 * form-fields), each named `answer:{control name}` so it posts beside the
 * add's own fields, holding what was posted, each problem above its field
 * (spec section 5) in the site's language.
 */
export async function customFormQuestions(
  form: FormDefinition,
  locale: string | undefined,
  posted: PostedControls,
  problems: Readonly<Record<string, string>>,
  log: Log,
): Promise<string> {
  const fields = new Map(form.fields.map((field) => [field.id, field]));
  let fieldId: string | null = null;
  let select: string | null = null;
  const given = (name: string | null) => (name === null ? [] : (posted.get(name) ?? []));
  const messages = messagesFor(locale);
  const problem = () => (fieldId !== null && Object.hasOwn(problems, fieldId) ? translated(problems[fieldId], messages) : null);

  const rewriter = new HTMLRewriter()
    .on('.form-item[data-field-id]', {
      element(item) {
        fieldId = item.getAttribute('data-field-id');
        if (problem()) item.setAttribute('class', `${item.getAttribute('class') ?? ''} error`);
      },
    })
    .on('.field-error', {
      element(error) {
        const message = problem();
        if (message === null) return;
        error.setInnerContent(escapeHtml(message));
        error.removeAttribute('hidden');
      },
    })
    .on('input[name], select[name], textarea[name]', {
      element(control) {
        const name = control.getAttribute('name')!;
        control.setAttribute('name', `${ANSWER_FIELD_PREFIX}${name}`);
        const [first] = given(name);
        if (control.tagName === 'select') {
          select = name;
          control.onEndTag(() => {
            select = null;
          });
        } else if (control.tagName === 'textarea') {
          if (first !== undefined) control.setInnerContent(escapeHtml(first));
        } else if (['radio', 'checkbox'].includes(control.getAttribute('type') ?? '')) {
          if (given(name).includes(control.getAttribute('value') ?? '')) control.setAttribute('checked', '');
        } else if (first !== undefined) control.setAttribute('value', first);
      },
    })
    .on('select[name] option', {
      element(option) {
        if (given(select).includes(option.getAttribute('value') ?? '')) option.setAttribute('selected', '');
      },
    })
    .on('.field-counter', {
      element(counter) {
        const max = fieldId === null ? undefined : fields.get(fieldId)?.maxLength;
        if (max !== undefined) counter.setInnerContent(`${characterCount(given(fieldId)[0] ?? '')} / ${max}`);
      },
    });
  const rows = await rewriter.transform(new Response(fieldsHtml(form, locale, log))).text();
  return `<fieldset class="add-to-cart-answers"><legend>${escapeHtml(form.name)}</legend>${rows}</fieldset>`;
}
