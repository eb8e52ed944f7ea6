import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../common/limits.ts';
import { MSG } from '../../common/messages.ts';
import { badRequest, HttpError } from '../http/errors.ts';

export type ImageKind = 'png' | 'jpeg';

const SIGNATURES: Record<ImageKind, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};

/** What the bytes are, by their signature (a renamed file keeps its real one). */
export function sniff(data: Buffer): ImageKind | null {
  for (const [kind, signature] of Object.entries(SIGNATURES) as Array<[ImageKind, number[]]>) {
    if (signature.every((byte, i) => data[i] === byte)) return kind;
  }
  return null;
}

export interface ImageRules {
  kinds: ImageKind[];
  maxBytes: number;
  tooLarge: string;
  wrongType: string;
}

export interface CheckedImage {
  kind: ImageKind;
  width: number;
  height: number;
  /** The image re-encoded as PNG: decoded all the way, so a truncated or corrupt file fails here. */
  png: Buffer;
}

/**
 * Checks an uploaded image: size, real type by signature, pixel count from the header (before any
 * decoding, against decompression bombs), then decodes it fully and re-encodes it as PNG, which
 * also drops any metadata.
 */
export async function checkImage(data: Buffer, rules: ImageRules): Promise<CheckedImage> {
  if (data.length > rules.maxBytes) throw new HttpError(413, rules.tooLarge);
  const kind = sniff(data);
  if (!kind || !rules.kinds.includes(kind)) throw badRequest(rules.wrongType);
  let width = 0;
  let height = 0;
  try {
    ({ width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw badRequest(rules.wrongType);
  }
  if (width === 0 || height === 0) throw badRequest(rules.wrongType);
  // More pixels than this is a decompression bomb, refused before decoding.
  if (width * height > IMAGE_MAX_PIXELS) throw badRequest(MSG.imageTooManyPixels);
  try {
    const png = await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).png().toBuffer();
    return { kind, width, height, png };
  } catch {
    throw badRequest(rules.wrongType);
  }
}

export const formatMegabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))}MB`;
