import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { migrate, type Migration } from './migrations';

/**
 * A Durable Object on SQLite storage whose tables follow `migrations`
 * (migrations.ts): the steps it has not run yet run as it wakes, before any
 * call reaches it. Methods run their SQL synchronously, so the object's input
 * gate makes each call atomic.
 */
export abstract class SqlObject extends DurableObject<Env> {
  protected readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env, migrations: readonly Migration[]) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    void ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage, migrations);
    });
  }
}
