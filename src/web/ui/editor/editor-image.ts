import { MSG } from '../../../common/messages.ts';
import { ApiError } from '../../api/client.ts';
import { clearSession } from '../../api/session-store.ts';

// spec 1 §9 editor images
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 1200;
export const JPEG_QUALITY = 0.8;
export const LOW_JPEG_QUALITY = 0.6;
export const LOW_QUALITY_ABOVE_BYTES = 768 * 1024;
/** Pixel art stays pixel art (DECISIONS.md 'Forum'): a PNG or GIF up to this size is sent as it is. */
export const LOSSLESS_MAX_BYTES = 2 * 1024 * 1024;
const LOSSLESS_TYPES = ['image/png', 'image/gif'];

/**
 * Whether an image goes up as it is, lossless with its transparency, instead of being redrawn as
 * JPEG: a PNG or GIF already within 1200 px and 2 MB (issue 17 §10).
 */
export function keepsAsIs(file: { type: string; size: number }, width: number, height: number): boolean {
  return (
    LOSSLESS_TYPES.includes(file.type) &&
    file.size <= LOSSLESS_MAX_BYTES &&
    Math.max(width, height) <= MAX_IMAGE_SIDE
  );
}

/** The spec's message for a file that may not be inserted, or null when it may. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return MSG.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return MSG.imageTooLarge;
  return null;
}

/** Scales a size down (never up) so its longest side is at most `max`, keeping the aspect ratio. */
export function fitWithin(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The markdown that embeds an upload; the file name (without extension) is the alt text. */
export function imageMarkdown(fileName: string, url: string): string {
  const alt =
    fileName
      .replace(/\.[^.]+$/, '')
      .replace(/[[\]\\]/g, '')
      .trim() || 'image';
  return `![${alt}](${url})`;
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * Resizes in the browser and encodes JPEG 0.8, or 0.6 when that is still over ~768 KB; a small PNG or
 * GIF comes back unchanged (keepsAsIs).
 */
export async function resizeImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    if (keepsAsIs(file, bitmap.width, bitmap.height)) return file;
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // JPEG has no transparency: a transparent PNG would otherwise turn black
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await encode(canvas, JPEG_QUALITY);
    return blob.size > LOW_QUALITY_ABOVE_BYTES ? encode(canvas, LOW_JPEG_QUALITY) : blob;
  } finally {
    bitmap.close();
  }
}

interface UploadAnswer {
  success: true;
  id: number;
  url: string;
  width: number;
  height: number;
}

/** Sends the image as multipart field `file` to POST /api/uploads. */
export async function uploadImage(image: Blob, fileName: string): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', image, fileName);
  const response = await fetch('/api/uploads', { method: 'POST', credentials: 'same-origin', body: form });
  const payload = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
  if (response.status === 401 || payload?.message === MSG.sessionExpired) clearSession();
  if (!response.ok || !payload?.success) throw new ApiError(response.status, payload?.message ?? null);
  return payload as UploadAnswer;
}

/** Checks, resizes and uploads an image; answers the markdown to insert. */
export async function prepareImage(file: File): Promise<string> {
  const resized = await resizeImage(file);
  const base = file.name.replace(/\.[^.]+$/, '') || 'image';
  const name = resized === file ? `${base}.${file.type === 'image/gif' ? 'gif' : 'png'}` : `${base}.jpg`;
  const { url } = await uploadImage(resized, name);
  return imageMarkdown(file.name, url);
}
