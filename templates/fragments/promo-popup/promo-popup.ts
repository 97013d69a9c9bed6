// The promotional pop-up (README "Promotional pop-up") on the view the
// promo-popup family builds (`@`): a modal dialog, closed until the client
// opens it by its display rules (written here as data attributes), with a
// close button, the title and words, an announcement's link and a form
// block (`@args.form`, already rendered, its captcha action
// PROMO_POPUP_SUBMISSION). Without scripts it never opens.
export default String.raw`<dialog class="promo-popup" id="promo-popup-{id|htmlattr}" data-promo-popup="{id|htmlattr}" data-delay-seconds="{delaySeconds|htmlattr}" data-exit-intent="{exitIntent|htmlattr}" data-hide-for-days="{hideForDays|htmlattr}" aria-labelledby="promo-popup-{id|htmlattr}-title">
  <button type="button" class="promo-popup-close" data-promo-popup-close aria-label="{closeLabel|htmlattr}">×</button>
  <h2 class="promo-popup-title" id="promo-popup-{id|htmlattr}-title">{title|html}</h2>
{.section body}  <p class="promo-popup-body">{@|html}</p>
{.end}{.section link}  <a class="button promo-popup-link" href="{url|htmlattr}" data-promo-popup-link>{text|html}</a>
{.end}{@args.form}</dialog>`;
