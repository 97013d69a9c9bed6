// The quick-view button of a product in a list, on the item (`@`).
export default String.raw`<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="{id|htmlattr}" data-group="{@args.group|htmlattr}">{@args.label|html}</span>`;
