import type { StockLevel } from '../../schemas';
import { Crumb, DashboardShell, type ShellProps } from './owner-views';
import { Notice } from './list-parts';

/** One variant of a product that keeps stock, with its live level. */
export interface VariantStock {
  sku: string;
  /** 'Large, Sage', or '' for a product without options. */
  options: string;
  level: StockLevel;
}

export interface ProductStock {
  itemId: string;
  title: string;
  variants: readonly VariantStock[];
}

export interface InventoryProps extends Omit<ShellProps, 'children' | 'title'> {
  products: readonly ProductStock[];
  /** What the last change left, said once. */
  saved?: string;
}

const levelText = (level: StockLevel) => (level.unlimited ? 'Unlimited' : String(level.qtyInStock));

/**
 * Each variant's form: a number set as the stock or added to it (negative
 * takes away), by the same rules as the owner's inventory call; and a
 * switch between unlimited and a counted stock.
 */
function VariantRow({ item, variant, path, crumb }: { item: ProductStock; variant: VariantStock; path: string; crumb: string }) {
  const name = variant.options ? `${item.title} (${variant.options})` : item.title;
  const id = `stock-${variant.sku}`;
  return (
    <li className="stock-row" data-sku={variant.sku} id={id}>
      <div className="stock-name">
        <strong>{variant.options || item.title}</strong>
        <span className="stock-sku">{variant.sku}</span>
      </div>
      <p className="stock-level">
        In stock: <output data-stock-level>{levelText(variant.level)}</output>
      </p>
      <form method="post" action={path} className="stock-change">
        <Crumb crumb={crumb} />
        <input type="hidden" name="itemId" value={item.itemId} />
        <input type="hidden" name="sku" value={variant.sku} />
        <label htmlFor={`${id}-amount`} className="visually-hidden">{`Quantity for ${name}`}</label>
        <input id={`${id}-amount`} name="amount" type="number" inputMode="numeric" step={1} required />
        <button type="submit" name="action" value="set">
          Set stock
        </button>
        <button type="submit" name="action" value="adjust">
          Add to stock
        </button>
      </form>
      <form method="post" action={path} className="stock-unlimited">
        <Crumb crumb={crumb} />
        <input type="hidden" name="itemId" value={item.itemId} />
        <input type="hidden" name="sku" value={variant.sku} />
        <input type="hidden" name="action" value={variant.level.unlimited ? 'counted' : 'unlimited'} />
        <button type="submit">{variant.level.unlimited ? 'Count stock' : 'Make unlimited'}</button>
      </form>
    </li>
  );
}

/** Every product that keeps stock and each of its variants, changed in place. */
export function InventoryPage({ products, saved, ...frame }: InventoryProps) {
  return (
    <DashboardShell {...frame}>
      <main className="dashboard owner-page" data-loaded="true">
        <h1>Inventory</h1>
        <p>Live stock of every product that keeps stock. Set a variant’s stock, or add to it (a negative number takes away); it never goes below zero.</p>
        {saved && <Notice>{saved}</Notice>}
        {products.length === 0 && <p>No product keeps stock.</p>}
        <div className="dashboard-panels">
          {products.map((item) => (
            <section key={item.itemId} className="panel" data-panel={item.itemId}>
              <h2>{item.title}</h2>
              <ul className="stock-rows">
                {item.variants.map((variant) => (
                  <VariantRow key={variant.sku} item={item} variant={variant} path={frame.section.path} crumb={frame.crumb} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </main>
    </DashboardShell>
  );
}
