import * as z from 'zod';
import { CollectionType, FolderBehavior } from './content-types';

const codes = (table: Record<string, number>) => z.union(Object.values(table).map((code) => z.literal(code)));

export const CollectionSchema = z.lazy(() => z.looseObject({
  id: z.string().min(1),
  title: z.string(),
  urlId: z.string().min(1),
  /** The URL path the collection answers on. */
  fullUrl: z.string().startsWith('/'),
  /** A CollectionType code (spec section 3). */
  type: codes(CollectionType),
  typeName: z.string().default('page'),
  folderBehavior: codes(FolderBehavior).optional(),
  description: z.string().default(''),
  /** The template file (without extension) this collection's page renders with. */
  template: z.string().min(1),
  /** The template its items' pages render with; a collection without one has no item pages. */
  itemTemplate: z.string().min(1).optional(),
  /** Filled in by the publisher from the items' collectionId, in file order. */
  itemIds: z.array(z.string()).default([]),
  /** Kept out of the site navigation (the 404 page, search). */
  hidden: z.boolean().default(false),
  /** The page's census flag: false records no hits or events on it (spec section 6). */
  censusEnabled: z.boolean().default(true),
}));
export type Collection = z.infer<typeof CollectionSchema>;
