import { STAMP_IMAGE_MAX_CHARS, stampImageTypes } from '@balancer/contract';

/**
 * The built-in stamps: small SVG labels, so they need no network. The server takes raster images only
 * (SVG can carry scripts), so an SVG stamp is rasterised when it is saved (`rasteriseStamp`).
 */
const label = (text: string, color: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="56" viewBox="0 0 180 56"><rect x="3" y="3" width="174" height="50" rx="8" fill="white" fill-opacity="0.85" stroke="${color}" stroke-width="4"/><text x="90" y="37" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="${color}" text-anchor="middle" letter-spacing="2">${text}</text></svg>`,
  )}`;

export const builtInStamps = [
  { id: 'reviewed', name: 'Reviewed', image: label('REVIEWED', '#1d4ed8') },
  { id: 'important', name: 'Important', image: label('IMPORTANT', '#b91c1c') },
  { id: 'question', name: 'Question', image: label('QUESTION', '#b45309') },
  { id: 'approved', name: 'Approved', image: label('APPROVED', '#15803d') },
] as const;

/** Most of the page a new stamp may cover, each way. */
export const STAMP_MAX_FRACTION = 0.75;

/**
 * A stamp's box, in page fractions, centred on the click: the image's own size (1 px = 1 PDF point),
 * scaled down to fit 75 % of the page, and kept on the page.
 */
export function placeStamp(
  image: { width: number; height: number },
  page: { width: number; height: number },
  at: { x: number; y: number },
): { x: number; y: number; w: number; h: number } {
  const fit = Math.min(1, (STAMP_MAX_FRACTION * page.width) / image.width, (STAMP_MAX_FRACTION * page.height) / image.height);
  const w = (image.width * fit) / page.width;
  const h = (image.height * fit) / page.height;
  const clamp = (v: number, size: number) => Math.min(Math.max(v - size / 2, 0), 1 - size);
  return { x: clamp(at.x, w), y: clamp(at.y, h), w, h };
}

const SVG = 'image/svg+xml';
// Twice the natural size keeps a rasterised label sharp at 200 % zoom; the longer side is capped so the PNG stays under the size limit.
const RASTER_SCALE = 2;
const RASTER_MAX_SIDE = 1200;

/** An SVG data: URL drawn to a PNG one (an <img> never runs the SVG's scripts); other images unchanged. */
export async function rasteriseStamp(image: string): Promise<string> {
  if (!image.startsWith(`data:${SVG};`)) return image;
  const img = new Image();
  img.src = image;
  await img.decode();
  const { width, height } = { width: img.naturalWidth || 180, height: img.naturalHeight || 56 };
  const scale = Math.min(RASTER_SCALE, RASTER_MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.getContext('2d')?.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}

/** Reads an image file as a data: URL, refusing types and sizes the server would refuse (SVG is rasterised on saving). */
export async function readStampFile(file: File): Promise<string> {
  if (file.type !== SVG && !(stampImageTypes as readonly string[]).includes(file.type)) {
    throw new Error('Choose an image (PNG, JPEG, GIF, WebP, AVIF, BMP, SVG or icon).');
  }
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The image could not be read.'));
    reader.readAsDataURL(file);
  });
  if (url.length > STAMP_IMAGE_MAX_CHARS)
    throw new Error(`The image is too large (at most ${Math.floor((STAMP_IMAGE_MAX_CHARS * 3) / 4 / 1024)} KB).`);
  return url;
}

/** The image's natural size (SVGs without one count as 180 × 56). */
export const imageSize = (src: string): Promise<{ width: number; height: number }> =>
  new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth || 180, height: img.naturalHeight || 56 });
    img.onerror = () => resolve({ width: 180, height: 56 });
    img.src = src;
  });
