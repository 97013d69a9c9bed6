// One-entry caches of pure functions of template data, kept while one
// execution runs. A product page asks the same question of the same object
// several times in a row: it writes a product's variant list twice (its
// `data-variants` and its variant selectors'), and reads a product's
// variants and lowest price for its status, price block, "from" text and
// buttons in turn. Data does not change while a template executes; between
// executions it may, so the executor forgets every entry when an execution
// starts and when it ends.

const UNSET = Symbol('unset');

interface Entry {
  key: unknown;
  value: unknown;
}

const entries: Entry[] = [];

/** `fn`, remembering its last argument and result until the running execution ends. Only for functions of their argument's data alone. */
export function rememberLast<K, V>(fn: (key: K) => V): (key: K) => V {
  const entry: Entry = { key: UNSET, value: undefined };
  entries.push(entry);
  return (key) => {
    if (entry.key !== key) {
      // Computed before the key is stored: a throwing call remembers nothing.
      entry.value = fn(key);
      entry.key = key;
    }
    return entry.value as V;
  };
}

/** Drops every remembered result, and with it every reference to the caller's data. */
export function forgetRemembered(): void {
  for (let i = 0; i < entries.length; i++) {
    entries[i].key = UNSET;
    entries[i].value = undefined;
  }
}
