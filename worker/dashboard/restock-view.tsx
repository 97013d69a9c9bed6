import { Crumb, DashboardShell, type ShellProps } from './owner-views';
import { ListTable, NextPage, Notice } from './list-parts';

/** The sign-ups waiting for one variant, and whether it can be bought now. */
export interface WaitingGroup {
  productId: string;
  variantId: string;
  /** 'Organic Cotton Tee (Large, Sage)'. */
  name: string;
  count: number;
  inStock: boolean;
}

export interface RestockProps extends Omit<ShellProps, 'children' | 'title'> {
  groups: readonly WaitingGroup[];
  next: string | null;
  /** What the last send did, said once. */
  sent?: string;
}

/**
 * The sign-ups grouped by product and variant, each group with its Notify
 * button: enabled only while the variant is in stock, as the send refuses
 * (409) a variant that is not.
 */
export function RestockPage({ groups, next, sent, ...frame }: RestockProps) {
  const rows = groups.map((group) => [
    group.name,
    group.variantId,
    String(group.count),
    group.inStock ? 'In stock' : 'Sold out',
    <form key="notify" method="post" action={`${frame.section.path}/notify`}>
      <Crumb crumb={frame.crumb} />
      <input type="hidden" name="productId" value={group.productId} />
      <input type="hidden" name="variantId" value={group.variantId} />
      <button type="submit" disabled={!group.inStock} aria-label={`Notify ${group.count} waiting for ${group.name}`}>
        Notify
      </button>
    </form>,
  ]);
  return (
    <DashboardShell {...frame}>
      <main className="dashboard owner-page" data-loaded="true">
        <h1>Restock sign-ups</h1>
        <p>Shoppers waiting for a sold-out variant. Notify tells everyone waiting for a variant that it is back; it can be sent once the variant is in stock.</p>
        {sent && <Notice>{sent}</Notice>}
        <section className="panel" data-panel="restock-groups">
          <h2>Waiting sign-ups</h2>
          <ListTable columns={['Product', 'SKU', 'Waiting', 'Stock', 'Notify']} rows={rows} empty="Nobody is waiting." />
          <NextPage href={next} label="More sign-ups" />
        </section>
      </main>
    </DashboardShell>
  );
}
