// Image markup (spec section 2, "image"). Views are prepared by
// templates/plugins/content/images.ts; `meta` arrives already rendered.

/** The attributes that let the platform's image loader pick a variant. */
export const imageMetaSource = String.raw`{.if licensed}data-licensed-asset-preview="true" {.end}data-src="{src|htmlattr}" data-image="{src|htmlattr}" data-image-dimensions="{dimensions|htmlattr}" data-image-focal-point="{focalPoint|htmlattr}" alt="{alt|htmlattr}"`;

/** A lazily loaded image with a plain fallback for visitors without scripts. */
export const imageSource = String.raw`<noscript><img src="{src|htmlattr}" alt="{alt|htmlattr}" /></noscript><img class="{className|htmlattr}"{.section componentKey} data-component-key="{@|htmlattr}"{.end} {meta} data-load="false" data-image-id="{id|htmlattr}" data-type="image" />`;

export const srcsetSource = String.raw`srcset="{.repeated section candidates}{url|htmlattr}?format={format} {width}w{.alternates with},{.end}"`;

/** Average colors of the image's regions, for placeholders while it loads. */
export const colorAttributesSource = String.raw`{.repeated section colors}data-color-{region}="{color}"{.alternates with} {.end}`;

/** A sized image of the image template rules (spec section 5); `srcsetAttribute` arrives rendered. */
export const sizedImageSource = String.raw`<img src="{src|htmlattr}"{.section srcsetAttribute} {@}{.end}{.section srcset} srcset="{@|htmlattr}"{.end}{.section sizes} sizes="{@|htmlattr}"{.end} width="{width}" height="{height}" alt="{alt|htmlattr}" loading="{loading}"{.section fetchPriority} fetchpriority="{@}"{.end} />`;
