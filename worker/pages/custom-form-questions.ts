import { ANSWER_FIELD_PREFIX, type FormDefinition } from '../../schemas';
import { LIKERT_SCALE } from '../../schemas/form-rules';
import { escapeAttribute, escapeHtml } from '../../templates';

type Field = FormDefinition['fields'][number];

const INPUT_TYPES: Readonly<Record<string, string>> = { email: 'email', date: 'date', time: 'time', phone: 'tel' };

function control(field: Field, name: string, value: string): string {
  const answer = escapeAttribute(value);
  const limit = field.maxLength ? ` maxlength="${field.maxLength}"` : '';
  const choice = (choiceValue: string, label: string) =>
    `<label><input type="radio" name="${name}" value="${escapeAttribute(choiceValue)}"${choiceValue === value ? ' checked' : ''}> ${escapeHtml(label)}</label>`;
  switch (field.type) {
    case 'textarea':
    case 'address':
      return `<textarea id="${name}" name="${name}"${limit}>${escapeHtml(value)}</textarea>`;
    case 'select':
      return `<select id="${name}" name="${name}"><option value="">Select</option>${(field.options ?? [])
        .map((option) => `<option${option === value ? ' selected' : ''}>${escapeHtml(option)}</option>`)
        .join('')}</select>`;
    case 'checkbox':
      return `<input id="${name}" name="${name}" type="checkbox" value="Yes"${value ? ' checked' : ''}>`;
    case 'radio':
      return `<span class="custom-form-choices">${(field.options ?? []).map((option) => choice(option, option)).join('')}</span>`;
    case 'likert':
      return `<span class="custom-form-choices">${LIKERT_SCALE.map(([scale, label]) => choice(scale, label)).join('')}</span>`;
    default:
      return `<input id="${name}" name="${name}" type="${INPUT_TYPES[field.type] ?? 'text'}" value="${answer}"${limit}>`;
  }
}

/**
 * The custom product form's questions inside the add-to-cart form, for a
 * visitor without scripts whose add needs their answers (the lightbox needs
 * scripts): each posts as `answer:{field id}`, its problem above it (spec section 5).
 */
export function customFormQuestions(form: FormDefinition, answers: Readonly<Record<string, string>>, problems: Readonly<Record<string, string>>): string {
  const rows = form.fields.map((field) => {
    if (field.type === 'hidden') return '';
    if (field.type === 'section') return `<h3 class="custom-form-section">${escapeHtml(field.title)}</h3>`;
    const name = `${ANSWER_FIELD_PREFIX}${field.id}`;
    const problem = problems[field.id] ? `<p class="custom-form-problem" role="alert">${escapeHtml(problems[field.id])}</p>` : '';
    const required = field.required ? '<span aria-hidden="true"> *</span>' : '';
    return `<div class="custom-form-field"><label for="${escapeAttribute(name)}">${escapeHtml(field.title)}${required}</label>${problem}${control(field, escapeAttribute(name), answers[field.id] ?? '')}</div>`;
  });
  return `<fieldset class="add-to-cart-answers"><legend>${escapeHtml(form.name)}</legend>${rows.join('')}</fieldset>`;
}
