// The checkout block of a product page, on the item (`@`): variant
// selectors, quantity input and add-to-cart button. The blank lines are the
// platform's, which page CSS and scripts have been written against.
export default String.raw`{@|variants-select}






{@|quantity-input}






{@|add-to-cart-btn}`;
