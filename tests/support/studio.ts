import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Actor } from './forum.ts';
import type { Rgba } from './shop.ts';

/** A PNG of one colour. */
export function solidPng(width: number, height: number, color: Rgba): Promise<Buffer> {
  const [r, g, b, a] = color;
  return sharp({ create: { width, height, channels: 4, background: { r, g, b, alpha: a / 255 } } })
    .png()
    .toBuffer();
}

/** A multipart body of text fields and files, built by hand for inject. */
export function multipart(
  fields: Record<string, string>,
  files: Array<{ field?: string; filename: string; contentType: string; data: Buffer }>,
) {
  const boundary = `----cito-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface DesignForm {
  name?: string;
  category?: string;
  variants?: Array<{ name: string; price_coins: number; price_gems: number }>;
  sheet?: Buffer;
  filename?: string;
  contentType?: string;
  extra?: Record<string, string>;
}

/** POST /api/designs/upload as `actor`; by default a 2-variant top on a fitting 210×680 sheet. */
export async function uploadDesign(app: FastifyInstance, actor: Actor, form: DesignForm = {}) {
  const variants = form.variants ?? [
    { name: 'Red', price_coins: 120, price_gems: 0 },
    { name: 'Blue', price_coins: 80, price_gems: 1 },
  ];
  const sheet = form.sheet ?? (await solidPng(210, 340 * Math.max(1, variants.length), [200, 40, 40, 255]));
  const body = multipart(
    {
      name: form.name ?? `Design ${randomBytes(3).toString('hex')}`,
      category: form.category ?? 'top',
      sprite_width: '210',
      sprite_height: '340',
      is_body_mod: 'false',
      body_mod_tags: '[]',
      variants: JSON.stringify(variants),
      ...form.extra,
    },
    [{ filename: form.filename ?? 'sheet.png', contentType: form.contentType ?? 'image/png', data: sheet }],
  );
  return app.inject({
    method: 'POST',
    url: '/api/designs/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie: actor.cookie },
  });
}

/** Standard CRC-32, to forge PNG chunk headers (decompression-bomb tests). */
export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small, valid-looking PNG whose header claims `width`×`height` pixels. */
export async function bombPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidPng(8, 8, [0, 0, 0, 255]));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Asserts a sprite-builder refusal: spec 2 §7 has it carry `error`, and `message` like every refusal. */
export function expectBuilderRefusal(
  response: LightMyRequestResponse,
  status: number,
  message: string,
): void {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: { success: false, message, error: message },
  });
}
