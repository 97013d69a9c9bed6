// The add-to-cart button of spec section 2, on the item (`@`). The storefront
// script binds `.sqs-add-to-cart-button` and reads its data attributes
// (spec section 3, "Add-to-cart button data").
export default String.raw`<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary {.if @args.form}use-form{.end}" role="button" tabindex="0" data-dynamic-strings data-collection-id="{collectionId|htmlattr}" data-item-id="{id|htmlattr}" data-product-type="{structuredContent.productType|htmlattr}" data-use-custom-label="{structuredContent.useCustomAddButtonText|htmlattr}"{.if @args.subscription} data-is-subscription="true"{.end} data-original-label="{@args.label|htmlattr}" {.section @args.form}data-form="{@|json|htmlattr}"{.end}{.section @args.subscriptionOptionId}data-subscription-option-id="{@|htmlattr}"{.end}>
    <div class="sqs-add-to-cart-button-inner">{@args.label|html}</div>
  </div>
</div>`;
