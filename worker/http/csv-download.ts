import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { csvLine, type CsvPage } from '../render/csv';

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
