/**
 * A Durable Object's SQLite schema as its history: numbered steps, each run
 * once, in order. Step n's number is its place in the list, counting from 1;
 * a schema changes by appending a step, never by editing one that shipped.
 * A step is DDL, or a function for a change that must look before it acts
 * (see `addColumn`).
 */
export type Migration = string | ((sql: SqlStorage) => void);

/**
 * Where an object's schema stands: the number of the last step it ran. An
 * object made before steps were numbered has tables but no row; its step 1 is
 * the CREATE TABLE IF NOT EXISTS set it already ran, so running it again
 * changes nothing.
 */
const VERSION_TABLE = `CREATE TABLE IF NOT EXISTS _schema_version (
  id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL
)`;

export function schemaVersion(sql: SqlStorage): number {
  sql.exec(VERSION_TABLE);
  return sql.exec<{ version: number }>('SELECT version FROM _schema_version').toArray()[0]?.version ?? 0;
}

/**
 * Runs the steps the object has not run yet, each in a transaction with the
 * version it reaches, so a step that fails leaves neither half a change nor a
 * version that claims it. Returns the version reached.
 */
export function migrate(storage: DurableObjectStorage, steps: readonly Migration[]): number {
  const { sql } = storage;
  for (let version = schemaVersion(sql); version < steps.length; version++) {
    const step = steps[version];
    storage.transactionSync(() => {
      if (typeof step === 'string') sql.exec(step);
      else step(sql);
      sql.exec('INSERT INTO _schema_version (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version', version + 1);
    });
  }
  return steps.length;
}

/**
 * A step that adds a column, and `fill` (SQL run only when it was added) for
 * the rows that predate it. Objects made before steps were numbered may have
 * the column already: they added it as they woke, so the step leaves them be.
 */
export function addColumn(table: string, column: string, definition: string, fill?: string): Migration {
  return (sql) => {
    const columns = sql.exec<{ name: string }>('SELECT name FROM pragma_table_info(?)', table).toArray();
    if (columns.some((existing) => existing.name === column)) return;
    sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    if (fill) sql.exec(fill);
  };
}
