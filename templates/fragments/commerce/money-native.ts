// A price in the legacy style: the amount alone, which the storefront script
// dresses with the store currency.
export default String.raw`<span class="sqs-money-native">{@|html}</span>`;
