import type { FormDefinition } from '../../schemas/form';
import { LIKERT_SCALE } from '../../schemas/form-rules';

export type FormField = FormDefinition['fields'][number];

interface FieldProps {
  field: FormField;
  value: string;
  problem?: string;
  onChange: (value: string) => void;
}

const INPUT_TYPES: Readonly<Record<string, string>> = { email: 'email', date: 'date', time: 'time', phone: 'tel' };

function Control({ field, value, onChange }: FieldProps) {
  const id = `custom-form-${field.id}`;
  switch (field.type) {
    case 'textarea':
    case 'address':
      return <textarea id={id} value={value} maxLength={field.maxLength} onChange={(event) => onChange(event.target.value)} />;
    case 'select':
      return (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Select</option>
          {(field.options ?? []).map((option) => <option key={option}>{option}</option>)}
        </select>
      );
    case 'checkbox':
      return <input id={id} type="checkbox" checked={value !== ''} onChange={(event) => onChange(event.target.checked ? 'Yes' : '')} />;
    case 'radio':
    case 'likert': {
      const choices = field.type === 'likert' ? LIKERT_SCALE : (field.options ?? []).map((option) => [option, option] as const);
      return (
        <span role="radiogroup" aria-labelledby={`${id}-label`} className="custom-form-choices">
          {choices.map(([choice, label]) => (
            <label key={choice}>
              <input type="radio" name={id} value={choice} checked={value === choice} onChange={() => onChange(choice)} /> {label}
            </label>
          ))}
        </span>
      );
    }
    default:
      return <input id={id} type={INPUT_TYPES[field.type] ?? 'text'} value={value} maxLength={field.maxLength} onChange={(event) => onChange(event.target.value)} />;
  }
}

/** One question of a custom product form; its problem, when it has one, stands above it (spec section 5). */
export function FormFieldRow(props: FieldProps) {
  const { field, problem } = props;
  if (field.type === 'hidden') return null;
  if (field.type === 'section') return <h3 className="custom-form-section">{field.title}</h3>;
  const id = `custom-form-${field.id}`;
  return (
    <div className="custom-form-field" data-field-id={field.id}>
      <label id={`${id}-label`} htmlFor={id}>
        {field.title}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {problem && <p className="custom-form-problem" role="alert">{problem}</p>}
      <Control {...props} />
    </div>
  );
}
