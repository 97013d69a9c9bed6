/**
 * Text a spreadsheet would run as a formula, which shoppers and visitors
 * typed: a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage
 * return once any leading whitespace (spaces, line breaks) is passed over,
 * or any part of a cell after a `;`, `,` or tab that begins so, since a
 * spreadsheet that splits on `;` (much of Europe's default) or tabs runs
 * that part as a cell of its own.
 */
const RUNNABLE = /(?:^|[;,\t])\s*[=+\-@\t\r]/;
/** What must be quoted to stay one field, in files split on commas, semicolons or tabs alike. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** One CSV field (RFC 4180), quoted when it must be; anything runnable is prefixed with an apostrophe and quoted. */
function csvField(value: string): string {
  if (RUNNABLE.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
}

/** One line of a CSV file, its end included. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** One page of a paged store as CSV rows, and the store's cursor of the next page (null after the last). */
export interface CsvPage {
  rows: string[][];
  nextPageCursor: string | null;
}
