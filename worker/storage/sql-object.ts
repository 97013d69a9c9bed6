import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';

/**
 * A Durable Object on SQLite storage whose tables are declared by `schema`
 * (idempotent DDL, run as the object wakes). Methods run their SQL
 * synchronously, so the object's input gate makes each call atomic.
 */
export abstract class SqlObject extends DurableObject<Env> {
  protected readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env, schema: string) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(schema);
  }
}
