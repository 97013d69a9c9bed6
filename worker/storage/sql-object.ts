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
  /** False once `forgetEverything` has dropped the tables: they are made again only if the object is used again. */
  private schemaReady = false;

  constructor(
    ctx: DurableObjectState,
    env: Env,
    private readonly migrations: readonly Migration[],
  ) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => this.ensureSchema());
  }

  private ensureSchema(): void {
    if (this.schemaReady) return;
    migrate(this.ctx.storage, this.migrations);
    this.schemaReady = true;
  }

  protected get sql(): SqlStorage {
    this.ensureSchema();
    return this.ctx.storage.sql;
  }

  /**
   * Deletes everything the object stores, tables and alarm included
   * (retention): an object that stores nothing costs nothing. A later call
   * finds the schema made afresh.
   */
  protected async forgetEverything(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.schemaReady = false;
  }
}
