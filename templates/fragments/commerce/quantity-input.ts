// The quantity input of spec section 5 (number, min 1, max 9999, step 1,
// default 1, size 4), on the item (`@`).
export default String.raw`<div class="product-quantity-input" data-item-id="{id|htmlattr}" data-animation-role="content">
  <div class="quantity-label">{@args.label|html}:</div>
  <input aria-label="{@args.label|htmlattr}" size="4" max="{@args.max}" min="{@args.min}" value="{@args.min}" type="number" step="1"></input>
</div>`;
