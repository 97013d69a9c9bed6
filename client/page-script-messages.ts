import { MESSAGES_ID, pageScriptEn, type PageScriptMessages } from '../schemas/messages/page-script';

/** The table the Worker wrote into a page whose site is not in English (`<html lang>`); empty on English pages. */
function readPageTable(): Readonly<Record<string, string>> {
  // Tests import client modules outside a page, where there is no document.
  const text = typeof document === 'undefined' ? null : document.getElementById(MESSAGES_ID)?.textContent;
  if (!text) return {};
  try {
    const table: unknown = JSON.parse(text);
    return typeof table === 'object' && table !== null ? (table as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export const pageTable = readPageTable();

/**
 * The strings of the pages' first script in the page's language; keys the
 * table lacks read English. Chunks loaded on demand read client/messages.ts,
 * which has the whole catalogue.
 */
export const messages: PageScriptMessages = { ...pageScriptEn, ...pageTable };
