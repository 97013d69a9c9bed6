import { execute, type CompiledTemplate } from '../../templates';
import { LAYOUT_TEMPLATE, type PublishedSite } from '../../schemas';
import type { SiteStore } from '../content/site-store';
import type { PageContext } from './page-context';

export const BODY_UNAVAILABLE = '<p class="page-error">This page could not be shown. Please try again later.</p>';

function run(template: CompiledTemplate, name: string, data: unknown, locale: string): string {
  const { output, errors } = execute(template, data, { locale });
  // Engine errors are for the site owner's logs, never for visitors (spec section 8).
  for (const error of errors) console.warn(`template ${name} ${error.line}:${error.column} ${error.message}`);
  return output;
}

/**
 * The page's template output, wrapped in the site's layout at
 * `{squarespace.main-content}`. It never rejects: by the time it settles the
 * head has been sent and the status is fixed.
 */
export async function renderBody(store: SiteStore, site: PublishedSite, templateName: string, context: Promise<PageContext>): Promise<string> {
  try {
    const [data, template, layout] = await Promise.all([context, store.template(site, templateName), store.template(site, LAYOUT_TEMPLATE)]);
    if (!template) throw new Error(`template ${templateName} is missing`);
    const { language } = site.website;
    const content = run(template, templateName, data, language);
    return layout ? run(layout, LAYOUT_TEMPLATE, { ...data, squarespace: { 'main-content': content } }, language) : content;
  } catch (error) {
    console.error('page body failed', error);
    return BODY_UNAVAILABLE;
  }
}
