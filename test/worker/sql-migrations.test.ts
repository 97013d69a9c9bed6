// Numbered schema migrations of the SQLite Durable Objects (issue #23): a new
// object runs every step as it wakes; one made by earlier code, which created
// its tables and added columns as it woke, runs only the steps it lacks, once.
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CART_MIGRATIONS } from '../../worker/cart/cart-object';
import { ORDER_BOOK_MIGRATIONS } from '../../worker/orders/order-book';
import { RESTOCK_BOOK_MIGRATIONS } from '../../worker/restock/restock-book';
import { SITE_USER_DIRECTORY_MIGRATIONS } from '../../worker/site-users/site-user-directory';
import { STOCK_MIGRATIONS } from '../../worker/stock/stock-object';
import { migrate, schemaVersion, type Migration } from '../../worker/storage/migrations';

/** An object no test has used: its storage starts as the class's constructor leaves it. */
const fresh = <T extends Rpc.DurableObjectBranded>(namespace: DurableObjectNamespace<T>) =>
  namespace.get(namespace.idFromName(`migrations/${crypto.randomUUID()}`));

const rows = <T extends Record<string, SqlStorageValue>>(sql: SqlStorage, query: string) => sql.exec<T>(query).toArray();
const columns = (sql: SqlStorage, table: string) => rows<{ name: string }>(sql, `SELECT name FROM pragma_table_info('${table}')`).map((row) => row.name);

/** Steps that write down each run, so a test sees which ran and how often. */
const COUNTED: Migration[] = [
  'CREATE TABLE ran (step INTEGER NOT NULL)',
  (sql) => sql.exec('INSERT INTO ran (step) VALUES (2)'),
  'INSERT INTO ran (step) VALUES (3)',
];

const ran = (sql: SqlStorage) => rows<{ step: number }>(sql, 'SELECT step FROM ran ORDER BY rowid').map((row) => row.step);

describe('the migration runner', () => {
  // The rate limit object keeps its buckets in memory: its SQLite storage is empty, as a new object's is.
  it('brings an empty store to the last step, each step once and in order', async () => {
    await runInDurableObject(fresh(env.RATE_LIMITS), (_, state) => {
      const { sql } = state.storage;
      expect(schemaVersion(sql)).toBe(0);
      expect(migrate(state.storage, COUNTED)).toBe(3);
      expect(ran(sql)).toEqual([2, 3]);
      expect(migrate(state.storage, COUNTED)).toBe(3);
      expect(ran(sql)).toEqual([2, 3]);
      expect(schemaVersion(sql)).toBe(3);
    });
  });

  it('runs only the steps an older store lacks', async () => {
    await runInDurableObject(fresh(env.RATE_LIMITS), (_, state) => {
      migrate(state.storage, COUNTED.slice(0, 2));
      expect(ran(state.storage.sql)).toEqual([2]);
      migrate(state.storage, COUNTED);
      expect(ran(state.storage.sql)).toEqual([2, 3]);
    });
  });

  it('keeps neither half of a failed step nor a version that claims it, and runs it again next time', async () => {
    await runInDurableObject(fresh(env.RATE_LIMITS), (_, state) => {
      const failing: Migration[] = [
        ...COUNTED.slice(0, 2),
        (sql) => {
          sql.exec('INSERT INTO ran (step) VALUES (3)');
          throw new Error('step 3 failed');
        },
      ];
      expect(() => migrate(state.storage, failing)).toThrow('step 3 failed');
      expect(schemaVersion(state.storage.sql)).toBe(2);
      expect(ran(state.storage.sql)).toEqual([2]);
      migrate(state.storage, COUNTED);
      expect(ran(state.storage.sql)).toEqual([2, 3]);
    });
  });
});

describe('every SQLite Durable Object', () => {
  const versionOf = <T extends Rpc.DurableObjectBranded>(namespace: DurableObjectNamespace<T>) => () =>
    runInDurableObject(fresh(namespace), (_, state) => schemaVersion(state.storage.sql));
  const latest: [string, () => Promise<number>, number][] = [
    ['CartObject', versionOf(env.CARTS), CART_MIGRATIONS.length],
    ['StockObject', versionOf(env.STOCK), STOCK_MIGRATIONS.length],
    ['OrderBook', versionOf(env.ORDERS), ORDER_BOOK_MIGRATIONS.length],
    ['SubmissionKeyObject', versionOf(env.SUBMISSION_KEYS), 1],
    ['FormSubmissionsObject', versionOf(env.FORM_SUBMISSIONS), 1],
    ['SiteAnalytics', versionOf(env.ANALYTICS), 1],
    ['DevOutbox', versionOf(env.OUTBOX), 1],
    ['SiteUserDirectory', versionOf(env.SITE_USERS), SITE_USER_DIRECTORY_MIGRATIONS.length],
    ['RestockBook', versionOf(env.RESTOCK), RESTOCK_BOOK_MIGRATIONS.length],
    ['OwnerTokenBook', versionOf(env.OWNER_TOKENS), 1],
  ];

  it.each(latest)('%s wakes new at its last schema version', async (_, version, last) => {
    expect(await version()).toBe(last);
  });
});

describe('objects made before steps were numbered', () => {
  it('a cart without weights gets the column, its entries weighing nothing, and stays readable', async () => {
    await runInDurableObject(fresh(env.CARTS), (cart, state) => {
      const { sql } = state.storage;
      // The tables as the first carts made them.
      sql.exec('DROP TABLE _schema_version; DROP TABLE entry');
      sql.exec(`CREATE TABLE entry (
        id TEXT PRIMARY KEY, position INTEGER NOT NULL, item_id TEXT NOT NULL, sku TEXT NOT NULL,
        quantity INTEGER NOT NULL, additional_fields TEXT NOT NULL, title TEXT NOT NULL,
        attributes TEXT NOT NULL, purchase_price_cents INTEGER NOT NULL, product_type INTEGER NOT NULL
      )`);
      sql.exec("INSERT INTO cart (id, website_id, currency_code, created) VALUES ('cart-1', 'site-1', 'USD', 1)");
      sql.exec("INSERT INTO entry VALUES ('entry-1', 0, 'item-1', 'sku-1', 2, '{}', 'Mug', '{}', 1500, 1)");

      expect(migrate(state.storage, CART_MIGRATIONS)).toBe(CART_MIGRATIONS.length);
      expect(columns(sql, 'entry')).toContain('weight_grams');
      expect(rows(sql, 'SELECT id, weight_grams FROM entry')).toEqual([{ id: 'entry-1', weight_grams: 0 }]);
      expect(cart.cart()?.entries.map((entry) => [entry.id, entry.quantity, entry.subTotal])).toEqual([['entry-1', 2, 3000]]);
    });
  });

  it('a site user directory from before dashboard links keeps its open links, as links to the account area', async () => {
    await runInDurableObject(fresh(env.SITE_USERS), async (directory, state) => {
      const { sql } = state.storage;
      // The directory as its first step left it, with a link out.
      sql.exec('DROP TABLE _schema_version; DROP TABLE sign_in_link; DROP TABLE owner_session');
      sql.exec('CREATE TABLE sign_in_link (token_hash TEXT PRIMARY KEY, email TEXT NOT NULL COLLATE NOCASE, return_to TEXT, expires_at INTEGER NOT NULL)');
      sql.exec("INSERT INTO sign_in_link VALUES ('link-hash', 'ada@example.com', NULL, ?)", Date.now() + 60_000);
      migrate(state.storage, SITE_USER_DIRECTORY_MIGRATIONS);
      expect(await directory.redeemLink('link-hash', 'session-hash', Date.now() + 60_000, Date.now(), 'dashboard')).toBeNull();
      expect((await directory.redeemLink('link-hash', 'session-hash', Date.now() + 60_000, Date.now()))?.user.email).toBe('ada@example.com');
      expect(directory.session('session-hash', Date.now())?.email).toBe('ada@example.com');
      expect(directory.session('session-hash', Date.now(), 'dashboard')).toBeNull();
    });
  });

  it('a cart whose waking already added the weights is left as it is', async () => {
    await runInDurableObject(fresh(env.CARTS), (_, state) => {
      const { sql } = state.storage;
      sql.exec('DROP TABLE _schema_version');
      expect(migrate(state.storage, CART_MIGRATIONS)).toBe(CART_MIGRATIONS.length);
      expect(columns(sql, 'entry').filter((name) => name === 'weight_grams')).toHaveLength(1);
    });
  });

  it('an order book without numbers numbers its orders in the order they were placed', async () => {
    await runInDurableObject(fresh(env.ORDERS), (book, state) => {
      const { sql } = state.storage;
      sql.exec('DROP TABLE _schema_version; DROP TABLE orders');
      sql.exec('CREATE TABLE orders (id TEXT PRIMARY KEY, created INTEGER NOT NULL, body TEXT NOT NULL)');
      for (const id of ['order-b', 'order-a']) sql.exec('INSERT INTO orders (id, created, body) VALUES (?, 1, ?)', id, JSON.stringify({ id, items: [] }));

      migrate(state.storage, ORDER_BOOK_MIGRATIONS);
      expect([book.order('order-b')?.number, book.order('order-a')?.number]).toEqual([1, 2]);
      expect(rows(sql, "SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'orders_by_number'")).toHaveLength(1);
    });
  });

  it('an order book numbered as it woke keeps its numbers', async () => {
    await runInDurableObject(fresh(env.ORDERS), (book, state) => {
      const { sql } = state.storage;
      sql.exec('DROP TABLE _schema_version');
      sql.exec('INSERT INTO orders (id, created, number, body) VALUES (?, 1, 7, ?)', 'order-7', JSON.stringify({ id: 'order-7', items: [] }));

      migrate(state.storage, ORDER_BOOK_MIGRATIONS);
      expect(book.order('order-7')?.number).toBe(7);
    });
  });

  it('stock from before the owner could change it gets the published flag and keeps its counts', async () => {
    await runInDurableObject(fresh(env.STOCK), (stock, state) => {
      const { sql } = state.storage;
      sql.exec('DROP TABLE _schema_version; DROP TABLE stock');
      sql.exec('CREATE TABLE stock (sku TEXT PRIMARY KEY, unlimited INTEGER NOT NULL, qty_in_stock INTEGER NOT NULL)');
      sql.exec("INSERT INTO stock VALUES ('sku-1', 0, 3)");

      migrate(state.storage, STOCK_MIGRATIONS);
      expect(columns(sql, 'stock')).toContain('published_unlimited');
      expect(stock.levels([{ sku: 'sku-1', unlimited: false, qtyInStock: 10 }])).toEqual([{ sku: 'sku-1', unlimited: false, qtyInStock: 3 }]);
    });
  });
});
