import { translated, type FormDefinition, type Messages } from '../../schemas';
import { characterCount } from '../../schemas/forms/form-rules';

/** What a form posted without scripts sent: control name → values, in the names schemas/forms/form-answers.ts reads. */
export type PostedControls = ReadonlyMap<string, readonly string[]>;

export function postedControls(entries: Iterable<readonly [string, string]>): Map<string, string[]> {
  const posted = new Map<string, string[]>();
  for (const [name, value] of entries) posted.set(name, [...(posted.get(name) ?? []), value]);
  return posted;
}

/**
 * A form's controls as the engine renders them (form-fields), holding what
 * was posted, each problem above its field (spec section 5) in `messages`'
 * words, and the textarea counters counting it: so a visitor without scripts
 * whose answers came back loses nothing typed. `rename` gives a control the
 * name it posts as where it sits in another form.
 */
export function fillControls(
  rewriter: HTMLRewriter,
  form: Pick<FormDefinition, 'fields'>,
  posted: PostedControls,
  problems: Readonly<Record<string, string>>,
  messages: Messages,
  rename?: (name: string) => string,
): HTMLRewriter {
  const fields = new Map(form.fields.map((field) => [field.id, field]));
  let fieldId: string | null = null;
  let select: string | null = null;
  const given = (name: string | null) => (name === null ? [] : (posted.get(name) ?? []));
  const problem = () => (fieldId !== null && Object.hasOwn(problems, fieldId) ? translated(problems[fieldId], messages) : null);
  return rewriter
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
        // Text, as HTMLRewriter escapes it.
        error.setInnerContent(message);
        error.removeAttribute('hidden');
      },
    })
    .on('input[name], select[name], textarea[name]', {
      element(control) {
        const name = control.getAttribute('name')!;
        if (rename) control.setAttribute('name', rename(name));
        const [first] = given(name);
        if (control.tagName === 'select') {
          select = name;
          control.onEndTag(() => {
            select = null;
          });
        } else if (control.tagName === 'textarea') {
          if (first !== undefined) control.setInnerContent(first);
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
}
