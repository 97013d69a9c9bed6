// One dropdown and one row of radio buttons per variant option, in
// variantOptionOrdering order, on the item (`@`). `@args.options` holds each
// option's name, title, prompt (`selectText`, and `ariaLabel`, which the
// platform writes with its ampersands as they are) and distinct values.
export default String.raw`<div class="product-variants" data-item-id="{id|htmlattr}" data-variants="{structuredContent.variants|json|htmlattr}"{.if @args.subscribable} data-is-subscribable="true" data-subscription-plan="{structuredContent.subscriptionPlan|json|htmlattr}"{.end} data-animation-role="content">
{.repeated section @args.options}    <div class="variant-option">
    <div class="variant-option-title">{title|html}: </div>
    <div class="variant-select-wrapper">
      <select aria-label="{ariaLabel}" data-variant-option-name="{name|htmlattr}">
        <option value="">{selectText|html}</option>
        {.repeated section values}<option value="{@|htmlattr}">{@|html}</option>{.end}
      </select>
    </div>
    <div class="variant-radiobtn-wrapper" data-variant-option-name="{name|htmlattr}">
{.repeated section values}      <input type="radio" class="variant-radiobtn" value="{@|htmlattr}" name="variant-option-{name|htmlattr}" id="variant-option-{name|htmlattr}-{@|htmlattr}"/>
      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-{name|htmlattr}-{@|htmlattr}">{@|html}</label>
{.end}    </div>
    </div>
{.end}  </div>`;
