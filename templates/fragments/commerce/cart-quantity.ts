// The cart quantity badge; `@` is the number of units in the cart.
export default String.raw`<span class="sqs-cart-quantity">{@}</span>`;
