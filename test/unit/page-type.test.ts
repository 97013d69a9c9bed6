import { describe, expect, it } from 'vitest';
import { CollectionType, commercePageKind, PageType } from '../../schemas';

const products = { type: CollectionType.PRODUCTS };
const blog = { type: CollectionType.GENERIC };
const product = { productType: 1 };

describe('commercePageKind (spec section 2)', () => {
  it('is a product detail page for a content item with a product', () => {
    expect(commercePageKind({ pageType: PageType.CONTENT_ITEM, collection: products, product })).toBe('pdp');
    // The collection's type does not matter once the item carries a product.
    expect(commercePageKind({ pageType: PageType.CONTENT_ITEM, collection: blog, product })).toBe('pdp');
  });

  it('is a product list page for a products collection that is not a detail page', () => {
    expect(commercePageKind({ pageType: PageType.CONTENT_COLLECTION, collection: products })).toBe('plp');
    // An item page of a products collection without a product is still the list's kind of page.
    expect(commercePageKind({ pageType: PageType.CONTENT_ITEM, collection: products })).toBe('plp');
  });

  it('is neither for other collections, items without products, or pages without a collection', () => {
    expect(commercePageKind({ pageType: PageType.CONTENT_COLLECTION, collection: blog })).toBeNull();
    expect(commercePageKind({ pageType: PageType.CONTENT_ITEM, collection: blog })).toBeNull();
    expect(commercePageKind({ pageType: PageType.PAGE, collection: { type: CollectionType.PAGE } })).toBeNull();
    expect(commercePageKind({ pageType: PageType.SEARCH })).toBeNull();
    expect(commercePageKind({ pageType: PageType.NOT_FOUND, collection: null, product: null })).toBeNull();
  });

  it('a product on a page that is not a content item does not make it a detail page', () => {
    expect(commercePageKind({ pageType: PageType.CONTENT_COLLECTION, collection: blog, product })).toBeNull();
  });

  it('gives every page type of spec section 2 its own code', () => {
    const codes = Object.values(PageType);
    expect(codes).toHaveLength(27);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
