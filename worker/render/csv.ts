import type { Context } from 'hono';
import { stream } from 'hono/streaming';

/** Text a spreadsheet would run as a formula: shoppers and visitors typed it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180), quoted when it must be; a would-be formula is prefixed with an apostrophe. */
function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: readonly string[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** One page of a paged store as CSV rows, and the store's cursor of the next page (null after the last). */
export interface CsvPage {
  rows: string[][];
  nextPageCursor: string | null;
}

/**
 * An owner's download: the header line, then the store read page by page as
 * it streams (`page` is first called without a cursor), so a large export
 * never sits in memory.
 */
export function csvDownload(c: Context, fileName: string, header: readonly string[], page: (cursor?: number) => Promise<CsvPage>): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  return stream(c, async (out) => {
    await out.write(csvLine(header));
    let cursor: number | undefined;
    for (;;) {
      const { rows, nextPageCursor } = await page(cursor);
      await out.write(rows.map(csvLine).join(''));
      if (nextPageCursor === null) return;
      cursor = Number(nextPageCursor);
    }
  });
}
