// The census store boundary: Workers Analytics Engine where the CENSUS
// dataset is bound (the deployed environments, wrangler.toml), read back
// through its SQL API; local development's Durable Object shards elsewhere,
// since workerd's binding keeps nothing it is given.
import type { Env } from '../../env';
import type { Log } from '../../logging';
import { AnalyticsEngineCensus } from './analytics-engine';
import type { CensusStore } from './census-store';
import { DurableObjectCensus } from './durable-shards';
import { AnalyticsEngineSql } from './sql-api';

export function censusStore(env: Env, websiteId: string, log: Log): CensusStore {
  if (!env.CENSUS) return new DurableObjectCensus(env, websiteId, log);
  const { ANALYTICS_ENGINE_ACCOUNT_ID: accountId, ANALYTICS_ENGINE_SQL_TOKEN: token, CENSUS_DATASET: dataset } = env;
  const sql = accountId && token && dataset ? new AnalyticsEngineSql({ accountId, token, dataset }, log) : null;
  return new AnalyticsEngineCensus(env.CENSUS, sql, websiteId, env.CENSUS_CALLS);
}

export { CensusUnavailable, type CensusStore, type CensusWrite } from './census-store';
