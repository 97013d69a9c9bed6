import { en, MESSAGES_ID, type Messages } from '../schemas/messages/catalogue';

/**
 * The page's strings: the table the Worker wrote into a page whose site is not
 * in English (`<html lang>`), else English. Keys the table lacks read English.
 */
function pageMessages(): Messages {
  // Tests import client modules outside a page, where there is no document.
  const text = typeof document === 'undefined' ? null : document.getElementById(MESSAGES_ID)?.textContent;
  if (!text) return en;
  try {
    const table: unknown = JSON.parse(text);
    return typeof table === 'object' && table !== null ? { ...en, ...(table as Partial<Messages>) } : en;
  } catch {
    return en;
  }
}

export const messages: Messages = pageMessages();
