// One answer of a form submission summary. `@args` carries the field title
// and exactly one of: text, list (checkbox choices), lines (an address) or
// pairs (likert questions and answers).
export default String.raw`<div style="font-size:11px; margin-top:3px">
  <span style="font-weight:bold;">{@args.title|html}:</span> {.section @args.text}{@|html}
{.end}{.section @args.list}{.repeated section @}{@|html}{.alternates with}, {.end}

{.end}{.section @args.lines}<div style="padding-left:5px;">
{.repeated section @}  <div>{@|html}</div>
{.end}</div>
{.end}{.section @args.pairs}<div style="padding-left:5px;">
{.repeated section @}  <div><span style="font-weight:bold;">{question|html}:</span> {answer|html}</div>
{.end}</div>
{.end}</div>`;
