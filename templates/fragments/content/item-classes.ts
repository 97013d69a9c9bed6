// The class list of a post or product in a collection list (spec section 3:
// post classes use promotedBlockType, categories, tags, author.displayName and
// recordTypeLabel). The view is prepared by templates/plugins/content/items.ts.
export const itemClassesSource = String.raw`hentry{.section promotedBlockType} promoted promoted-block-{@|slugify}{.end}{.repeated section categories} category-{@|slugify}{.end}{.repeated section tags} tag-{@|slugify}{.end}{.section author}{.section displayName} author-{@|slugify}{.end}{.end}{.section recordTypeLabel} post-type-{@|slugify}{.end}{.section index} article-index-{@}{.end}{.if featured} featured{.end}{.if onSale} on-sale{.end}{.if soldOut} sold-out{.end}`;
