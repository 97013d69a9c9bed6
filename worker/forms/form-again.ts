import { translated, type FormDefinition, type Messages, type PublishedSite } from '../../schemas';
import { compile, execute, type CompiledTemplate } from '../../templates';
import { developmentCheckHtml } from './development-check';
import { fillControls, type PostedControls } from './filled-controls';
import type { Log } from '../logging';

let blockTemplate: CompiledTemplate | undefined;

/** What a refused form post is shown again with. */
export interface FormAgain {
  posted: PostedControls;
  /** Field id → problem, in English as the rules give them. */
  problems: Readonly<Record<string, string>>;
  /** Why it was refused, in English. */
  message: string;
  /** Local development without captcha keys: the captcha container holds the development check. */
  developmentCheck: boolean;
}

/**
 * A form block posted without scripts and refused (a field's problem, a
 * captcha not solved: #27), as the page showed it (the engine's form-block)
 * and holding everything typed, each problem above its field, the banners
 * and the status message showing: so nothing typed is lost, and the visitor
 * fixes what is wrong and sends it again.
 */
export async function formAgainHtml(form: FormDefinition, site: PublishedSite, again: FormAgain, messages: Messages, log: Log): Promise<string> {
  blockTemplate ??= compile('{form|form-block}');
  const { output, errors } = execute(blockTemplate, { form, website: site.website }, { locale: site.website.language });
  for (const error of errors) log.warn(`form block ${error.line}:${error.column} ${error.message}`);
  const rewriter = fillControls(new HTMLRewriter(), form, again.posted, again.problems, messages)
    .on('.form-submission-error', {
      element(banner) {
        banner.removeAttribute('hidden');
      },
    })
    .on('.form-status', {
      element(status) {
        status.setInnerContent(translated(again.message, messages));
        status.removeAttribute('hidden');
      },
    })
    .on('.captcha-container', {
      element(container) {
        if (again.developmentCheck) container.append(developmentCheckHtml(messages), { html: true });
      },
    });
  return rewriter.transform(new Response(output)).text();
}
