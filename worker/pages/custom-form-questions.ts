import { ANSWER_FIELD_PREFIX, messagesFor, type FormDefinition } from '../../schemas';
import { escapeHtml } from '../../templates';
import type { Log } from '../logging';
import { fieldsHtml } from '../forms/fields-html';
import { fillControls, type PostedControls } from '../forms/filled-controls';

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
  const rewriter = fillControls(new HTMLRewriter(), form, posted, problems, messagesFor(locale), (name) => `${ANSWER_FIELD_PREFIX}${name}`);
  const rows = await rewriter.transform(new Response(fieldsHtml(form, locale, log))).text();
  return `<fieldset class="add-to-cart-answers"><legend>${escapeHtml(form.name)}</legend>${rows}</fieldset>`;
}
