import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { Marked } from 'marked';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ImageSize } from '../../common/forum-types.ts';
import { mentionExtension } from '../../common/mentions.ts';
import './markdown-social.css';

/** Spec 1 §5: the only tags a post may render. */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
];

/** Spec 1 §5: the only attributes a post may carry. */
export const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'target'];

// Browsers drop these from a URL before reading its scheme ("java\tscript:", a leading NUL or space),
// so they are dropped here too before the scheme is checked.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const IGNORED_URL_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function schemeOf(url: string): string | null {
  return SCHEME.exec(url.replace(IGNORED_URL_CHARS, ''))?.[1]?.toLowerCase() ?? null;
}

/** Links may go to http(s), mailto or a relative URL; never javascript:, data:, vbscript: and the like. */
export function isSafeLinkUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === null || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/** Images may come from this site (a root-relative URL such as /api/uploads/1) or over https. */
export function isSafeImageUrl(url: string): boolean {
  const compact = url.replace(IGNORED_URL_CHARS, '');
  if (schemeOf(compact) === 'https') return true;
  // "//host/x.png" (and its backslash spellings) is another site over whatever protocol the page uses
  return compact.startsWith('/') && !/^[/\\]{2}/.test(compact);
}

// DOMPurify's default URI rule without the extra schemes (ftp, tel, callto, sms, cid, xmpp).
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  // DOMPurify allows data-* and aria-* by default; the spec's list has neither
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/**
 * Applies the URL rules DOMPurify cannot express (it lets <img> keep data: URIs) and drops `target`:
 * a new window opened without rel="noopener" could reach back to this page through window.opener,
 * and `rel` is not on the spec's list, so links always open in the same tab.
 */
function enforceUrlRules(node: Element): void {
  node.removeAttribute('target');
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href !== null && !isSafeLinkUrl(href)) node.removeAttribute('href');
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src === null || !isSafeImageUrl(src)) node.removeAttribute('src');
    else if (!src.replace(IGNORED_URL_CHARS, '').startsWith('/')) showAsLink(node, src);
    else keepBox(node, src);
  }
}

/** The sizes the server gave for the text being sanitized (renderMarkdown sets them for its call). */
let knownSizes: ReadonlyMap<string, ImageSize> = new Map();

/**
 * issue 20 §1: a site image whose size the server gave gets width and height, so the browser keeps
 * its box (scaled with the CSS's max-width and height: auto) while it loads: nothing shifts. Only
 * these two attributes, only from the server: what a post writes itself is still dropped.
 */
function keepBox(image: Element, src: string): void {
  const size = knownSizes.get(src);
  if (!size) return;
  image.setAttribute('width', String(size.width));
  image.setAttribute('height', String(size.height));
}

/**
 * The content security policy shows images from this site only (img-src 'self'), so an external
 * image would be a broken box: the server copies them into uploads when a post is saved (issue 17
 * §10), and what is still external (older posts, the editor's preview) is a link to the image.
 */
function showAsLink(image: Element, src: string): void {
  const link = image.ownerDocument.createElement('a');
  link.setAttribute('href', src);
  link.textContent = image.getAttribute('alt') || src;
  image.replaceWith(link);
}

let purifier: Purifier | null | undefined;

/** A DOMPurify of our own (hooks are per instance), or null where there is no DOM to parse with. */
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  const instance = typeof window === 'undefined' ? null : DOMPurify(window);
  purifier = instance?.isSupported ? instance : null;
  purifier?.addHook('afterSanitizeAttributes', enforceUrlRules);
  return purifier;
}

const marked = new Marked({ gfm: true, breaks: true, async: false });
// `@name` links to the member's profile (issue 17 §2): a plain <a href>, inside the allow-list.
marked.use({ extensions: [mentionExtension] });

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Markdown to HTML that is safe to insert. Without a DOM DOMPurify would hand its input back
 * unchanged, so then the text is escaped instead of parsed.
 */
export function renderMarkdown(text: string, images: readonly ImageSize[] = []): string {
  const purify = getPurifier();
  if (!purify) return `<p>${escapeHtml(text)}</p>`;
  const html = marked.parse(text) as string;
  knownSizes = new Map(images.map((image) => [image.src, image]));
  try {
    return purify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  } finally {
    knownSizes = new Map();
  }
}

/** Longest side up to which an image counts as pixel art when it is shown larger than its pixels. */
const PIXEL_ART_MAX_SIDE = 600;

/**
 * Pixel art stays pixel art (issue 17 §10): a small image shown larger than its own pixels (a sprite
 * on a wide or high-density screen) is scaled by whole pixels, not blurred. Photos, shown at or below
 * their size, keep smooth scaling.
 */
function markUpscaled(img: HTMLImageElement): void {
  const { naturalWidth, naturalHeight } = img;
  if (!naturalWidth || Math.max(naturalWidth, naturalHeight) > PIXEL_ART_MAX_SIDE) return;
  const shown = img.getBoundingClientRect().width * (window.devicePixelRatio || 1);
  img.classList.toggle('markdown__pixelated', shown > naturalWidth);
}

function usePixelArt(html: string) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = root.current;
    if (!node || !html.includes('<img')) return;
    // load does not bubble, but an ancestor hears it in the capture phase
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement) markUpscaled(event.target);
    };
    node.addEventListener('load', onLoad, true);
    for (const img of node.querySelectorAll('img')) if (img.complete) markUpscaled(img);
    return () => node.removeEventListener('load', onLoad, true);
  }, [html]);
  return root;
}

/** Deferred bodies waiting for the browser to be idle, in the order they were asked for. */
const idleQueue: Array<() => void> = [];
let idleScheduled = false;

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2_000 });
  else setTimeout(callback, 1);
}

/** One body per idle turn: each is rendered by React in a task of its own, short on a slow phone. */
function renderNextWhenIdle(): void {
  if (idleScheduled || idleQueue.length === 0) return;
  idleScheduled = true;
  whenIdle(() => {
    idleScheduled = false;
    idleQueue.shift()?.();
    renderNextWhenIdle();
  });
}

/** How far outside the viewport a deferred body is rendered at once rather than when idle. */
const DEFER_MARGIN = '800px 0px';

/**
 * Whether a deferred body may be rendered yet (issue 20 §1): once the browser is idle or the body
 * nears the viewport. A hundred posts rendered and sanitized in a thread's first render were most of
 * a phone's blocking time; the first screen needs a few, and the rest follow a task at a time.
 */
function useReady(defer: boolean) {
  const [ready, setReady] = useState(!defer);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ready) return;
    const show = () => setReady(true);
    idleQueue.push(show);
    renderNextWhenIdle();
    const node = placeholder.current;
    const observer =
      node && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
            rootMargin: DEFER_MARGIN,
          })
        : null;
    if (node) observer?.observe(node);
    return () => {
      observer?.disconnect();
      const at = idleQueue.indexOf(show);
      if (at !== -1) idleQueue.splice(at, 1);
    };
  }, [ready]);
  return { ready, placeholder };
}

/** A post body: markdown rendered and sanitized with the allow-list of spec 1 §5. */
export function Markdown({
  text,
  images,
  className,
  defer = false,
}: {
  text: string;
  /** Sizes of the site images the text shows (Post.images), so their boxes are kept while loading. */
  images?: readonly ImageSize[];
  className?: string;
  /** Rendered when the browser is idle or the body nears the viewport: for a body below the first screen. */
  defer?: boolean;
}) {
  const { ready, placeholder } = useReady(defer);
  const html = useMemo(() => (ready ? renderMarkdown(text, images) : null), [ready, text, images]);
  const root = usePixelArt(html ?? '');
  const classes = ['markdown', className].filter(Boolean).join(' ');
  // the text as written until then: the page keeps its length, and find-in-page finds it
  if (html === null)
    return (
      <div ref={placeholder} key="text" className={`${classes} markdown--pending`}>
        {text}
      </div>
    );
  return (
    <div
      ref={root}
      key="html"
      className={classes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify with the spec's allow-list
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
