import { compile, execute, type CompiledTemplate } from '../../templates';
import type { FormDefinition } from '../../schemas';
import type { Log } from '../logging';

let fieldsTemplate: CompiledTemplate | undefined;

/**
 * A form's fields as the engine renders them in a form block, so the custom
 * product form shows the same controls wherever it is asked: in the dialog
 * (GetTemplateSchema) and in the add-to-cart form of a refused add without scripts.
 */
export function fieldsHtml(form: FormDefinition, locale: string | undefined, log: Log): string {
  fieldsTemplate ??= compile('{@|form-fields}');
  const { output, errors } = execute(fieldsTemplate, form, { locale });
  for (const error of errors) log.warn(`form fields ${error.line}:${error.column} ${error.message}`);
  return output;
}
