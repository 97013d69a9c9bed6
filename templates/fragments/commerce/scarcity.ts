// One scarcity message per scarcity view; a message for particular variant
// attributes starts hidden until the shopper picks them. `@args.views` holds
// each view's attributes and its text with the stock filled in.
export default String.raw`{.repeated section @args.views}  <div class="product-scarcity"{.section attributes} data-variant-attributes="{@|json|htmlattr}" hidden{.or}{.if @args.hidden} hidden{.end}{.end}>
    {text|html}
  </div>
{.alternates with}
{.end}`;
