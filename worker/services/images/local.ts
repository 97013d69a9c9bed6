import type { ImageResizing } from './index';

/** Local development: no resizing service, so every width is answered with the original. */
export const originalsOnly: ImageResizing = {
  resize: () => Promise.resolve(null),
};
