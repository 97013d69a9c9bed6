// The installments modal page (spec section 7, "other traffic"): one boundary,
// the real HTTP source configured by INSTALLMENTS_MODAL_URL, else the local
// development page.
import type { Env } from '../../env';
import { httpInstallmentsModal } from './http';
import { localInstallmentsModal } from './local';

/** Which modal page: chosen by the account's country and the shopper's language, in the brand of that region. */
export interface ModalRequest {
  country: string;
  language: string;
  brand: string;
}

export interface InstallmentsModalSource {
  /** The modal's HTML; rejects when the page cannot be had. */
  modalHtml(request: ModalRequest): Promise<string>;
}

export function installmentsModalSource(env: Pick<Env, 'INSTALLMENTS_MODAL_URL'>): InstallmentsModalSource {
  return env.INSTALLMENTS_MODAL_URL ? httpInstallmentsModal(env.INSTALLMENTS_MODAL_URL) : localInstallmentsModal;
}
