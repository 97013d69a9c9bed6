import { BUTTON_HIT_TIMEOUT_MS } from '../../schemas/census/census';
import { hitPayload, pageFields, type PageFacts } from './page-facts';
import { post } from './transport';
import type { Visitor } from './visitor-cookies';
import { CENSUS_API } from '../../schemas/site/paths';

/** A button block of the page (block type 53). */
const BUTTON_BLOCK = '.sqs-block-button-element';
/** A form block: contact and newsletter forms name their form. */
const FORM_BLOCK = 'form[data-form-id]';

/**
 * Button renders and clicks, and form renders (spec section 7). Button hits
 * give up after 2.5 s, so a slow census never holds a click's navigation.
 */
export function recordBlocks(facts: PageFacts, visitor: Visitor, onFailure: (error: unknown) => void): void {
  const buttonHit = (path: string, button: HTMLElement) => {
    const body = {
      ...hitPayload(facts, visitor),
      buttonText: (button.textContent ?? '').trim().slice(0, 256),
      buttonUrl: (button.getAttribute('href') ?? '').slice(0, 2048),
      blockId: button.closest<HTMLElement>('[data-block-id]')?.dataset.blockId,
    };
    post(path, JSON.stringify(body), { timeoutMs: BUTTON_HIT_TIMEOUT_MS, keepalive: true }).catch(onFailure);
  };
  for (const button of document.querySelectorAll<HTMLElement>(BUTTON_BLOCK)) buttonHit(CENSUS_API.buttonRender, button);
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(BUTTON_BLOCK);
    if (button) buttonHit(CENSUS_API.buttonClick, button);
  });
  for (const form of document.querySelectorAll<HTMLFormElement>(FORM_BLOCK)) {
    // A pop-up's form is not seen until the pop-up shows: the overlay census counts that.
    if (!form.dataset.formId || form.closest('dialog:not([open])')) continue;
    const body = { ...pageFields(facts, visitor), formId: (form.dataset.formId ?? '').slice(0, 128) };
    post(CENSUS_API.formRender, JSON.stringify(body), { keepalive: true }).catch(onFailure);
  }
}
