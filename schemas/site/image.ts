import * as z from 'zod';

const Unit = z.number().min(0).max(1);

/** An image asset of spec section 3; `originalSize` is "WxH", which the image formatters need. */
export const ImageAssetSchema = z.lazy(() => z.looseObject({
  assetUrl: z.string().min(1),
  originalSize: z.string().regex(/^\d+x\d+$/, 'must be WIDTHxHEIGHT, e.g. 1200x900'),
  mediaFocalPoint: z.looseObject({ x: Unit.default(0.5), y: Unit.default(0.5) }).default({ x: 0.5, y: 0.5 }),
  colorData: z
    .looseObject({
      topLeftAverage: z.string().optional(),
      topRightAverage: z.string().optional(),
      bottomLeftAverage: z.string().optional(),
      bottomRightAverage: z.string().optional(),
      centerAverage: z.string().optional(),
    })
    .optional(),
  systemDataVariants: z.string().optional(),
  altText: z.string().default(''),
  title: z.string().optional(),
  filename: z.string().optional(),
}));
export type ImageAsset = z.infer<typeof ImageAssetSchema>;
