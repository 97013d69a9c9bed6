// The related-products block (spec section 7's RelatedProduct events) on the
// view the related-products family builds (`@`): each product's photo, title
// and price linked to its page, and its quick view, from which it can be
// added. The client records the block seen, a product followed from it and a
// product added from it.
export default String.raw`<section class="related-products" data-related-products aria-label="{title|htmlattr}">
  <h2 class="related-products-title">{title|html}</h2>
  <ul class="related-products-list">
{.repeated section products}    <li class="related-product" data-related-product data-item-id="{id|htmlattr}">
      <a class="related-product-link" href="{fullUrl|htmlattr}">{.section image}{@|image;width=500;height=500;loader=sqs;sizes=(min-width: 801px) 20vw, 50vw}{.end}<span class="related-product-title">{title|html}</span></a>
      {@|in-stock-price}{@|product-quick-view}
    </li>
{.end}  </ul>
</section>`;
