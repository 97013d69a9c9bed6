// A form block (spec section 2): the form with its fields (`@args.fields`,
// already rendered), the error banners above and below (not for newsletter
// forms), the disclaimer, the captcha container and the submit button; then,
// hidden until a submission succeeds, the submission text and the
// post-submit HTML (inert in a template element until shown). It posts to a
// page of its own, so it works without scripts too; `data-form` carries the
// definition, so the browser checks the answers by the same rules first.
export default String.raw`<div class="sqs-block form-block{.if newsletter} newsletter-block{.end}" data-block-type="{blockType|htmlattr}">
<form class="form-wrapper" method="post" action="{postPath|htmlattr}" data-form-id="{id|htmlattr}" data-form-kind="{kind|htmlattr}" data-form="{definition|json|htmlattr}"{.section submitRedirect} data-submit-redirect="{@|htmlattr}"{.end} novalidate>
{.section bannerAbove}  <div class="form-submission-error form-banner-above" role="alert" hidden>{@|html}</div>
{.end}{@args.fields}{.section disclaimer}  <div class="form-disclaimer">{@}</div>
{.end}{.section captcha}  <div class="captcha-container" data-site-key="{siteKey|htmlattr}" data-captcha-action="{captchaAction|htmlattr}"></div>
{.end}  <p class="form-status" role="status" hidden></p>
  <button class="button form-submit" type="submit" data-label="{submitLabel|htmlattr}">{submitLabel|html}</button>
{.section bannerBelow}  <div class="form-submission-error form-banner-below" role="alert" hidden>{@|html}</div>
{.end}</form>
<div class="form-submission-text" role="status" hidden>{submissionMessage|html}</div>
{.section postSubmitHtml}<template class="form-post-submit-html">{@}</template>
{.end}</div>`;
