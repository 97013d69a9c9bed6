// A product's reviews (spec sections 1 and 2) on the view the reviews family
// builds (`@`): a disclosure the visitor opens (the "reviews tab", which the
// client records as ReviewsTab), the average and count, then each review,
// newest first. Closed, it still works without scripts: <details> opens by itself.
export default String.raw`<section class="product-reviews" id="{anchor|htmlattr}" data-reviews data-item-id="{itemId|htmlattr}">
<details class="product-reviews-tab" data-reviews-tab>
  <summary><h2 class="product-reviews-title">{title|html}</h2> <span class="product-reviews-count">{countLabel|html}</span></summary>
{.section averageLabel}  <p class="product-reviews-average"><span class="review-stars" aria-hidden="true">{stars|html}</span> {@|html}</p>
{.end}{.repeated section reviews}  <article class="review">
    <p class="review-rating" role="img" aria-label="{ratingLabel|htmlattr}">{stars|html}</p>
{.section title}    <h3 class="review-title">{@|html}</h3>
{.end}    <p class="review-body">{body|html}</p>
    <p class="review-meta"><span class="review-author">{author|html}</span> <time datetime="{date|htmlattr}">{dateText|html}</time>{.section verifiedLabel} <span class="review-verified">{@|html}</span>{.end}</p>
  </article>
{.or}  <p class="product-reviews-empty">{emptyLabel|html}</p>
{.end}</details>
</section>`;
