// Audio and video markup (spec section 2, "audio player", "video"). Views are
// prepared by templates/plugins/content/media.ts.

export const audioPlayerSource = String.raw`<div class="squarespace-audio-player" data-audio-asset-url="{url|htmlattr}" data-item-id="{id|htmlattr}" id="audio-player-{id|htmlattr}"></div>`;

/** An embedded video behind an overlay that shows the item's thumbnail, if it has one. */
export const videoSource = String.raw`<div class="sqs-video-wrapper"{.if loadFalse}  data-load="false"{.end} data-html="{html|htmlattr}" data-provider-name="{providerName|htmlattr}"><div class="sqs-video-overlay{.section thumbnail}{.or} no-thumb{.end}" style="opacity: 0;">{.section thumbnail}<img data-load="false" data-src="{src|htmlattr}" data-image-dimensions="{dimensions|htmlattr}" data-image-focal-point="{focalPoint|htmlattr}"{.repeated section colors} data-color-{region}="{color}"{.end} />{.end}<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div></div>`;
