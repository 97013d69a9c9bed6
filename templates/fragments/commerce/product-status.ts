// The status badge: 'sold out' first, else 'sale', else nothing.
export default String.raw`{.section @args.soldOut}<div class="product-mark sold-out">{@|html}</div>{.end}{.section @args.sale}<div class="product-mark sale">{@|html}</div>{.end}`;
