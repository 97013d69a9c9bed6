// Like, share and follow placeholders (spec section 2, "follow button",
// "social-share placeholders"); the platform's scripts fill them in.

export const likeButtonSource = String.raw`<span class="sqs-simple-like" data-item-id="{id|htmlattr}" data-like-count="{likeCount}">
    <span class="like-icon"></span>
    <span class="like-count"></span>
  </span>`;

/** `tag` and `style` tell the block form (div, button-style) from the inline one (span, inline-style). */
export const shareButtonsSource = String.raw`<{tag} class="squarespace-social-buttons {style}" data-system-data-id="{systemDataId|htmlattr}" data-asset-url="{assetUrl|htmlattr}" data-record-type="{recordType|htmlattr}" data-full-url="{fullUrl|htmlattr}" data-title="{title|htmlattr}"></{tag}>`;

export const twitterFollowButtonSource = String.raw`<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script><div class="squarespace-follow-button" data-username="{userName|htmlattr}"></div>`;
