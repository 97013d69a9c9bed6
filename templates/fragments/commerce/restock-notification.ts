// One restock sign-up form per restock notification view (spec section 5,
// "Restock form"), on the product's merchandising context (`@`).
export default String.raw`{.repeated section restockNotificationViews}<div class="product-restock-notification" data-product-id="{@args.productId|htmlattr}" data-variant-id="{variantId|htmlattr}"{.if hiddenByDefault} hidden{.end}>
  <span class="product-restock-cta">{restockNotificationMessages.CTAText|html}</span>
  <form class="product-restock-form" action="#">
    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="{restockNotificationMessages.placeholderText|htmlattr}">
    <input class="sqs-editable-button" type="submit" value="{restockNotificationMessages.buttonText|htmlattr}">
  </form>
{.if mailingListSignUpEnabled}  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"{.if mailingListOptInByDefault} checked{.end}>{restockNotificationMessages.mailingListDescription|html}</label>{.end}
{.if @args.captcha}  <div class="captcha-container"></div>{.end}
</div>
{.alternates with}
{.end}`;
