// Comment markup (spec section 2, "comment count"). Views are prepared by
// templates/plugins/social.ts.

/** Disqus counts comments itself; the link only tells its script where to write. */
export const disqusCommentLinkSource = String.raw`<a href="{url|htmlattr}" class="sqs-comment-link sqs-disqus-comment-link" data-id="{id|htmlattr}"></a>`;

export const commentLinkSource = String.raw`<a href="{url|htmlattr}#comments-{id|htmlattr}" class="sqs-comment-link" data-id="{id|htmlattr}">
  {count}
  {noun}
  </a>`;

/** The container the comment thread loads into. */
export const commentsSource = String.raw`<div class="squarespace-comments" id="comments-{id|htmlattr}" data-collection-id="{id|htmlattr}" data-public-comment-count="{count}" data-comment-state="{state}"></div>`;
