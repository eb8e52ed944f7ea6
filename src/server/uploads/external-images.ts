import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Marked, type Token } from 'marked';
import type { Db } from '../db/index.ts';
import { isPublicAddress } from './address-policy.ts';
import { storeUpload } from './service.ts';

/**
 * External images in posts (issue 17 §10, DECISIONS.md 'Forum'): when a post is saved, each external
 * image is fetched once and stored as an upload, and the markdown points at the copy, so the
 * content security policy can stay `img-src 'self'`. An image that cannot be fetched becomes a link.
 */
export interface ExternalImageOptions {
  /** Which resolved addresses may be connected to. Production: public ones only. */
  isAllowedAddress?: (address: string) => boolean;
  /** Tests only: accept any port (a local test server's); production fetches from 80 and 443 only. */
  anyPort?: boolean;
  /** All of a post's images within this time (ms). */
  timeoutMs?: number;
  maxBytes?: number;
}

const MAX_REDIRECTS = 3;
const MAX_IMAGES_PER_POST = 10;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const marked = new Marked({ gfm: true, breaks: true, async: false });

class Refused extends Error {}

/** The post's markdown with its external images replaced by uploads, or by links where that failed. */
export async function localizeExternalImages(
  db: Db,
  userId: number,
  markdown: string,
  options: ExternalImageOptions = {},
): Promise<string> {
  if (!/https?:\/\//i.test(markdown)) return markdown;
  const found = findExternalImages(markdown);
  if (found.length === 0) return markdown;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 5_000);
  const urls = [...new Set(found.map((image) => image.url))];
  const local = new Map<string, string | null>();
  await Promise.all(
    urls.map(async (url, index) => {
      if (index >= MAX_IMAGES_PER_POST) return local.set(url, null);
      try {
        const data = await fetchImage(url, options, signal);
        const { id } = await storeUpload(db, userId, data);
        local.set(url, `/api/uploads/${id}`);
      } catch {
        local.set(url, null);
      }
    }),
  );
  let text = markdown;
  for (const image of found) {
    const replacement = image.replace(local.get(image.url) ?? null);
    text = text.split(image.raw).join(replacement);
  }
  return text;
}

interface FoundImage {
  raw: string;
  url: string;
  /** The markdown for the local copy, or for a link when there is none. */
  replace: (local: string | null) => string;
}

const escapeText = (text: string) => text.replace(/[[\]\\]/g, '');
const escapeUrl = (url: string) =>
  url.replace(/[()<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** External images of markdown (outside code): markdown images, also by reference, and <img> tags. */
function findExternalImages(markdown: string): FoundImage[] {
  const found: FoundImage[] = [];
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (token.type === 'image' && isExternal(token.href)) {
      const alt = escapeText(token.text);
      const url = token.href;
      found.push({
        raw: token.raw,
        url,
        replace: (local) => (local ? `![${alt}](${local})` : `[${alt || url}](${escapeUrl(url)})`),
      });
    }
    if (token.type === 'html') {
      for (const match of token.raw.matchAll(/<img\b[^>]*>/gi)) {
        const tag = match[0];
        const url = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
        if (!url || !isExternal(url)) continue;
        const alt = escapeText(/\balt\s*=\s*["']([^"']*)/i.exec(tag)?.[1] ?? '');
        found.push({
          raw: tag,
          url,
          replace: (local) =>
            local
              ? `<img src="${local}" alt="${alt}">`
              : `<a href="${url.replace(/"/g, '%22')}">${alt || 'image'}</a>`,
        });
      }
    }
  });
  return found;
}

/**
 * Fetches one image, SSRF-safe: every hop (at most 3 redirects) is checked again, names are resolved
 * here and each address judged before connecting (and the connection goes to a judged address, so a
 * second DNS answer cannot slip in), only ports 80 and 443, only image types, at most `maxBytes`
 * read as it streams.
 */
export async function fetchImage(
  address: string,
  options: ExternalImageOptions,
  signal: AbortSignal,
): Promise<Buffer> {
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Refused('scheme');
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    if (!options.anyPort && port !== 80 && port !== 443) throw new Refused('port');
    if (url.username || url.password) throw new Refused('credentials');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !allowed(host)) throw new Refused('address');
    const answer = await request(url, checkedLookup(allowed), maxBytes, signal);
    if ('location' in answer) {
      url = new URL(answer.location, url);
      continue;
    }
    return answer.data;
  }
  throw new Refused('too many redirects');
}

function checkedLookup(allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      // every answer must be public: otherwise a name could point at both a public and a private host
      if (addresses.length === 0 || addresses.some((a) => !allowed(a.address)))
        return callback(new Refused('address'), '', 4);
      if ((options as { all?: boolean }).all)
        return (callback as never as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function request(
  url: URL,
  lookup: LookupFunction,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ data: Buffer } | { location: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup,
        signal,
        headers: { accept: 'image/png,image/jpeg,image/gif,image/webp', 'user-agent': 'Cito' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ location: res.headers.location });
        }
        const type = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        const length = Number(res.headers['content-length'] ?? 0);
        if (status !== 200 || !IMAGE_TYPES.has(type) || length > maxBytes) {
          res.destroy();
          return reject(new Refused(`answer ${status} ${type}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            reject(new Refused('too large'));
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ data: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}
