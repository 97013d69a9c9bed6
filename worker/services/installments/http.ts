import type { InstallmentsModalSource, ModalRequest } from './index';

/** The modal page is a few kilobytes; anything far larger is not it. */
const MAX_MODAL_BYTES = 256 * 1024;
const TIMEOUT_MS = 5000;

/**
 * The installments provider's modal page, fetched from `template` with
 * `{country}` (e.g. GB) and `{language}` (e.g. en) filled in.
 */
export function httpInstallmentsModal(template: string): InstallmentsModalSource {
  return {
    async modalHtml({ country, language }: ModalRequest): Promise<string> {
      const url = template.replaceAll('{country}', encodeURIComponent(country)).replaceAll('{language}', encodeURIComponent(language));
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`installments modal: HTTP ${response.status}`);
      const html = await response.text();
      if (html.length > MAX_MODAL_BYTES) throw new Error('installments modal: page too large');
      return html;
    },
  };
}
