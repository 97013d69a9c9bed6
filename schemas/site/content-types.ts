// Content enumerations of spec section 3, as template authors meet them in
// page contexts. Kept free of zod for the client bundle.

export const RecordType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  AUDIO: 7,
  VIDEO: 8,
  STORE_ITEM: 11,
  EVENT: 12,
  GALLERY: 14,
  BINARY: 15,
  CSS_ASSET: 16,
  TWEAK_ASSET: 17,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  WORDPRESS_EXPORT: 20,
  JSON_EXPORT: 21,
  SITE_SEARCH: 30,
  ACTIVE_TIME: 31,
  TWEET: 50,
  CHECKIN: 52,
  KBARTICLE: 54,
} as const;

export const CollectionType = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  TWITTER: 3,
  FOURSQUARE: 4,
  INSTAGRAM: 5,
  GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  FIVEHUNDREDPIX: 11,
  FLICKR: 12,
  PRODUCTS: 13,
  SLIDE_GALLERY: 15,
  SLIDE_ALBUM: 16,
  SLIDE_VIDEO: 17,
  ALBUM_BLOCK: 18,
} as const;

export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3 } as const;

/** The codes spec section 3 names; the full list is not shown. */
export const BlockType = {
  NAVIGATION: 1,
  HTML: 2,
  LOGO: 3,
  MAP: 4,
  IMAGE: 5,
  TWITTER: 6,
  JOURNAL: 7,
  GALLERY: 8,
  FORM: 9,
  VIDEO: 32,
  AUDIO: 41,
  PRODUCT: 43,
  MARKDOWN: 44,
  NEWSLETTER: 51,
  DONATION: 52,
  BUTTON: 53,
  ACUITY: 65,
  MEMBER_AREA: 67,
  TOCK: 68,
  ACCORDION: 69,
} as const;

export const BackgroundSource = { UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 } as const;

export const SliceType = {
  HEADING: 1,
  BODY: 3,
  IMAGE: 4,
  GALLERY: 5,
  VIDEO: 6,
  SOCIAL_ICONS: 7,
  BUTTONS: 8,
  NAVIGATION: 9,
  CUSTOM_FORM: 10,
  NEWSLETTER: 11,
  ALBUM: 12,
  MAP: 13,
  LOGO: 14,
  ACTION: 15,
  FORM: 16,
  LOCK: 17,
  PASSWORD: 18,
  TWITTER: 19,
} as const;

/** The website's time zone when it names none (spec sections 3 and 9). */
export const DEFAULT_TIME_ZONE = 'America/New_York';
