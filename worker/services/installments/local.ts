import { INSTALLMENT_PAYMENTS } from '../../../schemas';
import { escapeHtml } from '../../../templates';
import type { InstallmentsModalSource, ModalRequest } from './index';

/**
 * Local development: a page of our own, so the pill's "Learn more" works
 * without the provider; production sets INSTALLMENTS_MODAL_URL.
 */
export const localInstallmentsModal: InstallmentsModalSource = {
  async modalHtml({ country, language, brand }: ModalRequest): Promise<string> {
    const name = escapeHtml(brand);
    return `<!doctype html><html lang="${escapeHtml(language)}"><meta charset="utf-8"><title>${name}</title>
<body style="font-family: system-ui, sans-serif; margin: 1.5rem">
<h1>${name}</h1>
<p>Pay in ${INSTALLMENT_PAYMENTS} interest-free payments, every two weeks. No fees when you pay on time.</p>
<p><small>Local development page for account country ${escapeHtml(country)}; set INSTALLMENTS_MODAL_URL for the provider's own.</small></p>
</body></html>`;
  },
};
