// The fields of a form (spec sections 2 and 3), on the view the form family
// builds from a form definition (`@`): every key a field reads is set, null
// when absent, so no lookup reaches the page around it. Controls are named
// as schemas/forms/form-answers.ts reads them back. Each field has an empty
// `.field-error` above its control for the message the rules give it.
export default String.raw`{.repeated section fields}{.section section}<div class="form-item section" data-field-id="{id|htmlattr}">
  <h3 class="form-section-title">{title|html}</h3>{.section description}
  <p class="description">{@|html}</p>{.end}
</div>
{.end}{.section hidden}<input type="hidden" name="{id|htmlattr}" value="{value|htmlattr}" data-query-name="{queryName|htmlattr}">
{.end}{.section visible}<div class="form-item field {type|htmlattr}{.if required} required{.end}" data-field-id="{id|htmlattr}" data-field-type="{type|htmlattr}">
{.if grouped}<fieldset aria-describedby="{controlId|htmlattr}-error">
  <legend class="title">{title|html}{.if required} <span class="required" aria-hidden="true">*</span>{.end}</legend>
{.or}  <label class="title" for="{controlId|htmlattr}">{title|html}{.if required} <span class="required" aria-hidden="true">*</span>{.end}</label>
{.end}{.section description}  <p class="description">{@|html}</p>
{.end}  <p class="field-error" id="{controlId|htmlattr}-error" role="alert" hidden></p>
{.if text}  <input class="field-element" type="{text.inputType|htmlattr}" id="{controlId|htmlattr}" name="{id|htmlattr}" aria-describedby="{controlId|htmlattr}-error"{.section text.autocomplete} autocomplete="{@|htmlattr}"{.end}{.section placeholder} placeholder="{@|htmlattr}"{.end}{.section maxLength} maxlength="{@|htmlattr}"{.end}{.if required} aria-required="true"{.end}>
{.end}{.if textarea}  <textarea class="field-element" id="{controlId|htmlattr}" name="{id|htmlattr}" rows="6" aria-describedby="{controlId|htmlattr}-error"{.section placeholder} placeholder="{@|htmlattr}"{.end}{.section maxLength} data-max-length="{@|htmlattr}"{.end}{.if required} aria-required="true"{.end}></textarea>
{.section maxLength}  <span class="field-counter" aria-live="polite">0 / {@|html}</span>
{.end}{.end}{.if select}  <select class="field-element" id="{controlId|htmlattr}" name="{id|htmlattr}" aria-describedby="{controlId|htmlattr}-error"{.if required} aria-required="true"{.end}>
    <option value="">{select.prompt|html}</option>
{.repeated section options}    <option value="{@|htmlattr}">{@|html}</option>
{.end}  </select>
{.end}{.section choices}{.repeated section @}  <label class="option"><input type="{inputType|htmlattr}" name="{name|htmlattr}" value="{value|htmlattr}"> {value|html}</label>
{.end}{.end}{.section statements}{.repeated section @}  <fieldset class="likert-question">
    <legend>{statement|html}</legend>
{.repeated section answers}    <label class="option"><input type="radio" name="{name|htmlattr}" value="{value|htmlattr}"> {label|html}</label>
{.end}  </fieldset>
{.end}{.end}{.section parts}{.repeated section @}  <label class="field-part" data-part="{part|htmlattr}"><span class="caption">{label|html}</span>{.if options}<select name="{name|htmlattr}"{.section autocomplete} autocomplete="{@|htmlattr}"{.end}>
    <option value="">{label|html}</option>
{.repeated section options}    <option value="{value|htmlattr}">{label|html}</option>
{.end}  </select>{.or}<input type="text" name="{name|htmlattr}"{.section autocomplete} autocomplete="{@|htmlattr}"{.end}{.section inputMode} inputmode="{@|htmlattr}"{.end}{.section size} size="{@|htmlattr}"{.end}>{.end}</label>
{.end}{.end}{.if grouped}</fieldset>
{.end}</div>
{.end}{.end}`;
