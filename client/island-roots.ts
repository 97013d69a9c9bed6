// Where the server leaves each React island's markup and data. Kept apart from
// the islands themselves: the page's first script reads these ids, and importing
// them from a .tsx module would pull React's JSX runtime into every page.
export const CART_PILL_ROOT_ID = 'cart-pill-root';
export const CART_PAGE_ROOT_ID = 'cart-page-root';
export const CART_PAGE_DATA_ID = 'cart-page-data';
