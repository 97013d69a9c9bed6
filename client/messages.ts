import { en, type Messages } from '../schemas/messages/catalogue';
import { pageTable } from './page-script-messages';

/**
 * The page's strings, the whole catalogue, for the chunks loaded on demand:
 * the table the Worker wrote into a page whose site is not in English
 * (`<html lang>`), else English. Keys the table lacks read English. The
 * first script reads client/page-script-messages.ts, which carries only its own.
 */
export const messages: Messages = { ...en, ...pageTable };
