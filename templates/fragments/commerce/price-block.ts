// The price of a product (product-price) or of its subscription options
// (subscription-price). `@args` carries exactly one of single, from, sale or
// unavailable, with each price already in its money markup and wording.
export default String.raw`<div class="{@args.block}">
{.section @args.single}{@}{.end}{.section @args.from}from {@}
{.end}{.section @args.sale}<span class="visually-hidden v6-visually-hidden">Sale Price:</span>{price} <span class="visually-hidden v6-visually-hidden">Original Price:</span><span class="original-price">{original}</span>
{.end}{.section @args.unavailable}{@|html}
{.end}
</div>`;
