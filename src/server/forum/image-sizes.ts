import type { ImageSize, Post } from '../../common/forum-types.ts';
import type { Db } from '../db/index.ts';

// issue 20 §1: images this site serves in posts carry their dimensions, so the page keeps its layout
// while they load (no layout shift). Uploads know theirs; a design's sprite sheet has them in its PNG
// header. Images from elsewhere are links (the content security policy shows no external image).
const UPLOAD = /\(\s*(\/api\/uploads\/(\d+))[\s)]/g;
const SHEET = /\(\s*(\/api\/designs\/(\d+)\/sprite\.png(?:\?v=[\w-]+)?)[\s)]/g;

/** The width and height a PNG's IHDR chunk states (bytes 16–23), or null when it is no PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  if (png.length < 24 || png[0] !== 0x89 || png[1] !== 0x50 || png[2] !== 0x4e || png[3] !== 0x47)
    return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function references(texts: string[], pattern: RegExp): Map<number, string[]> {
  const found = new Map<number, string[]>();
  for (const text of texts)
    for (const [, src, id] of text.matchAll(pattern)) {
      const sources = found.get(Number(id)) ?? [];
      if (!sources.includes(src!)) sources.push(src!);
      found.set(Number(id), sources);
    }
  return found;
}

/** The size of every site image the texts show, by its `src` as written: two queries at most. */
export async function imageSizes(db: Db, texts: string[]): Promise<Map<string, ImageSize>> {
  const sizes = new Map<string, ImageSize>();
  const uploads = references(texts, UPLOAD);
  const sheets = references(texts, SHEET);
  if (uploads.size > 0) {
    const rows = await db
      .selectFrom('uploads')
      .select(['id', 'width', 'height'])
      .where('id', 'in', [...uploads.keys()])
      .execute();
    for (const row of rows)
      for (const src of uploads.get(row.id)!) sizes.set(src, { src, width: row.width, height: row.height });
  }
  if (sheets.size > 0) {
    const rows = await db
      .selectFrom('designs')
      .select(['id', 'sheet'])
      .where('id', 'in', [...sheets.keys()])
      .where('sheet', 'is not', null)
      .execute();
    for (const row of rows) {
      const size = pngSize(row.sheet!);
      if (size) for (const src of sheets.get(row.id)!) sizes.set(src, { src, ...size });
    }
  }
  return sizes;
}

/** The posts with `images` set where they show site images of known size. */
export async function withImageSizes(db: Db, posts: Post[]): Promise<Post[]> {
  const sizes = await imageSizes(
    db,
    posts.map((post) => post.content),
  );
  if (sizes.size === 0) return posts;
  return posts.map((post) => {
    const images = [...sizes.values()].filter((size) => post.content.includes(`(${size.src}`));
    return images.length > 0 ? { ...post, images } : post;
  });
}
