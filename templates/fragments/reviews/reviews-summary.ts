// A product's rating where the shopper decides (its "vitals"): the stars, the
// average and the count, linked to the reviews block, which the client opens
// and records as ReviewsVitalsAnchorLink. Nothing for a product without reviews.
export default String.raw`<a class="product-reviews-vitals" href="#{anchor|htmlattr}" data-reviews-vitals data-item-id="{itemId|htmlattr}"><span class="review-stars" aria-hidden="true">{stars|html}</span> <span class="product-reviews-average">{averageLabel|html}</span> <span class="product-reviews-count">({countLabel|html})</span></a>`;
