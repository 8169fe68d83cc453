import { z } from 'zod';
import { positiveInteger } from './id.schema';
import { text } from './text.schema';

/**
 * A reader's own marks on a PDF page: text highlights, ink strokes and stamp images. Positions are
 * fractions of the page (0..1 from the top left), so they hold at every zoom.
 */
const unit = z.number().min(0).max(1);
const point = z.object({ x: unit, y: unit });
const rect = z.object({ x: unit, y: unit, w: unit, h: unit });
const color = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #ffcc00');

/**
 * Image types a stamp may be: raster formats only. SVG can carry scripts and event handlers, so the
 * browser rasterises SVG stamps (the built-in labels too) to PNG before saving them.
 */
export const stampImageTypes = [
  'image/apng',
  'image/avif',
  'image/bmp',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/x-icon',
] as const;
type StampImageType = (typeof stampImageTypes)[number];
/** A stamp's image as a data: URL, at most this many characters (about 500 KB of image). */
export const STAMP_IMAGE_MAX_CHARS = 700_000;
export const INK_THICKNESS = { min: 0.5, max: 20, default: 1 } as const;
export const INK_OPACITY = { min: 0.1, max: 1, default: 1 } as const;

// The first bytes of each type, so a label cannot pass off other content (an SVG called image/png).
const png = (h: string) => h.startsWith('\x89PNG\r\n\x1a\n');
const signatures: Record<StampImageType, (head: string) => boolean> = {
  'image/apng': png,
  'image/png': png,
  'image/avif': (h) => h.slice(4, 8) === 'ftyp' && /^avi[fs]$/.test(h.slice(8, 12)),
  'image/bmp': (h) => h.startsWith('BM'),
  'image/gif': (h) => h.startsWith('GIF87a') || h.startsWith('GIF89a'),
  'image/jpeg': (h) => h.startsWith('\xff\xd8\xff'),
  'image/webp': (h) => h.startsWith('RIFF') && h.slice(8, 12) === 'WEBP',
  'image/x-icon': (h) => h.startsWith('\x00\x00\x01\x00'),
};

function isStampImage(url: string): boolean {
  const m = /^data:([a-z+/.-]+);base64,([A-Za-z0-9+/]+=*)$/.exec(url);
  if (!m || !Object.hasOwn(signatures, m[1]!)) return false;
  const sniff = signatures[m[1] as StampImageType];
  try {
    return sniff(atob(m[2]!.slice(0, 16)));
  } catch {
    return false;
  }
}

const dataUrl = z
  .string()
  .max(STAMP_IMAGE_MAX_CHARS, `must be at most ${Math.floor((STAMP_IMAGE_MAX_CHARS * 3) / 4 / 1024)} KB`)
  .refine(isStampImage, { message: `must be a base64 data: URL of one of ${stampImageTypes.join(', ')}, with matching content` });

export const highlightShape = z.object({
  kind: z.literal('highlight'),
  rects: z.array(rect).min(1).max(200),
  color,
  /** The highlighted text, for the reader's own reference. */
  text: text().max(5000).optional(),
});
export const inkShape = z.object({
  kind: z.literal('ink'),
  paths: z.array(z.array(point).min(1).max(5000)).min(1).max(50),
  color,
  thickness: z.number().min(INK_THICKNESS.min).max(INK_THICKNESS.max),
  opacity: z.number().min(INK_OPACITY.min).max(INK_OPACITY.max),
});
export const stampShape = z.object({ kind: z.literal('stamp'), rect, image: dataUrl });

export const annotationShapeSchema = z.discriminatedUnion('kind', [highlightShape, inkShape, stampShape]);
export type AnnotationShape = z.infer<typeof annotationShapeSchema>;

const placement = { guid: z.uuid('must be a document id (UUID)'), page: positiveInteger('a page number') };

export const newAnnotationSchema = z.discriminatedUnion('kind', [
  highlightShape.extend(placement),
  inkShape.extend(placement),
  stampShape.extend(placement),
]);
export type NewAnnotation = z.infer<typeof newAnnotationSchema>;

const stored = { id: z.uuid(), page: z.number().int(), createdAt: z.string() };
export const annotationSchema = z.discriminatedUnion('kind', [
  highlightShape.extend(stored),
  inkShape.extend(stored),
  stampShape.extend(stored),
]);
export type Annotation = z.infer<typeof annotationSchema>;
export const annotationListSchema = z.array(annotationSchema);

export const annotationsQuerySchema = z.object({ guid: z.uuid('must be a document id (UUID)') });
export const annotationParamsSchema = z.object({ id: z.uuid('must be an annotation id (UUID)') });
