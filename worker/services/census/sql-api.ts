import type { Log } from '../../logging';
import { CensusUnavailable } from './census-store';

/** What the Analytics Engine SQL API needs: the account, a token that may read its analytics, and the dataset the binding writes. */
export interface SqlApiConfiguration {
  accountId: string;
  token: string;
  dataset: string;
}

/** A dashboard report waits this long for the SQL API before it answers 503. */
const SQL_TIMEOUT_MS = 10_000;

/**
 * The SQL API takes a query's text and nothing else: no bound parameters. So
 * every value a query names is one of ours (a website's index, a day, an
 * event name) and is let in only from this alphabet, which cannot close a
 * quoted string or start a comment; anything else is refused before a query
 * is made.
 */
const LITERAL = /^[\w .:#-]*$/;

/** `value` as a quoted SQL string, or an error when it holds a character outside the safe alphabet. */
export function sqlText(value: string): string {
  if (!LITERAL.test(value)) throw new Error('a census query value holds a character it may not');
  return `'${value}'`;
}

/** A dataset name is a table name in the query: a plain identifier only. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The Workers Analytics Engine SQL API (POST the query's text to
 * /client/v4/accounts/{account}/analytics_engine/sql with a bearer token;
 * FORMAT JSON answers `{ meta, data, rows }`).
 */
export class AnalyticsEngineSql {
  constructor(
    private readonly configuration: SqlApiConfiguration,
    private readonly log: Log,
  ) {}

  /** The dataset as the FROM of a query. */
  get table(): string {
    if (!IDENTIFIER.test(this.configuration.dataset)) throw new CensusUnavailable('CENSUS_DATASET is not a dataset name');
    return this.configuration.dataset;
  }

  /** The rows of a query ending in FORMAT JSON; any failure of the service is a CensusUnavailable, logged with its status. */
  async rows(query: string): Promise<Record<string, unknown>[]> {
    const url = `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(this.configuration.accountId)}/analytics_engine/sql`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.configuration.token}`, 'Content-Type': 'text/plain' },
        body: query,
        signal: AbortSignal.timeout(SQL_TIMEOUT_MS),
      });
    } catch (error) {
      this.log.error('census query failed: the Analytics Engine SQL API did not answer', error);
      throw new CensusUnavailable('the Analytics Engine SQL API did not answer', { cause: error });
    }
    const body: unknown = response.ok ? await response.json().catch(() => null) : await response.body?.cancel();
    const data = (body as { data?: unknown } | null | undefined)?.data;
    if (!response.ok || !Array.isArray(data)) {
      this.log.error('census query failed: the Analytics Engine SQL API refused it', undefined, { status: response.status });
      throw new CensusUnavailable(`the Analytics Engine SQL API answered ${response.status}`);
    }
    return data as Record<string, unknown>[];
  }
}
