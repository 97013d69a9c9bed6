// The reviews block and its rating link (templates/plugins/reviews.ts): the
// visitor opening the block is ReviewsTab, following the rating to it is
// ReviewsVitalsAnchorLink (spec section 7), which also opens the block.
import { recordAnalyticsEvent } from '../analytics-event';

const TAB = 'details[data-reviews-tab]';
/** Set while the rating link opens the block, so that opening is not counted as the visitor's own. */
const OPENED_BY_LINK = 'openedByLink';

const itemIdOf = (element: Element) => element.closest<HTMLElement>('[data-item-id]')?.dataset.itemId ?? '';

export function bindReviews(): void {
  // `toggle` does not bubble: heard on its way down instead.
  document.addEventListener(
    'toggle',
    (event) => {
      const tab = event.target;
      if (!(tab instanceof HTMLDetailsElement) || !tab.matches(TAB)) return;
      if (tab.dataset[OPENED_BY_LINK]) return void delete tab.dataset[OPENED_BY_LINK];
      if (tab.open) recordAnalyticsEvent({ event: 'ReviewsTab', itemIds: [itemIdOf(tab)] });
    },
    true,
  );
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-reviews-vitals]');
    if (!link) return;
    recordAnalyticsEvent({ event: 'ReviewsVitalsAnchorLink', itemIds: [link.dataset.itemId ?? ''] });
    const tab = document.getElementById(link.hash.slice(1))?.querySelector<HTMLDetailsElement>(TAB);
    if (tab && !tab.open) {
      tab.dataset[OPENED_BY_LINK] = 'true';
      tab.open = true;
    }
  });
}
