/** Text a spreadsheet would run as a formula: shoppers and visitors typed it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180), quoted when it must be; a would-be formula is prefixed with an apostrophe. */
function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of a CSV file, its end included. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** One page of a paged store as CSV rows, and the store's cursor of the next page (null after the last). */
export interface CsvPage {
  rows: string[][];
  nextPageCursor: string | null;
}
