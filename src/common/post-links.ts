/** How many links and images a post's text holds (issue 16 §6: limits for a member's first day). */
export interface LinkCount {
  links: number;
  images: number;
}

const MARKDOWN_IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const HTML_IMAGE = /<img\b[^>]*>/gi;
const MARKDOWN_LINK = /\[[^\]]*\]\([^)]*\)/g;
const REFERENCE_DEFINITION = /^[ \t]*\[[^\]]+\]:[ \t]*\S+/gm;
const HTML_LINK = /<a\b[^>]*>/gi;
// What the markdown renderer turns into a link by itself: <https://…>, https://… and www.…
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>()]+/gi;

function count(text: string, pattern: RegExp): { n: number; rest: string } {
  let n = 0;
  const rest = text.replace(pattern, () => {
    n++;
    return ' ';
  });
  return { n, rest };
}

/**
 * Counts the images (markdown `![]()` and `<img>`) and links (markdown `[]()`, reference
 * definitions, `<a>`, and bare addresses the renderer links by itself) in a post's markdown. Each
 * is counted once: an image's address is not also a link.
 */
export function countLinks(text: string): LinkCount {
  const markdownImages = count(text, MARKDOWN_IMAGE);
  const htmlImages = count(markdownImages.rest, HTML_IMAGE);
  const markdownLinks = count(htmlImages.rest, MARKDOWN_LINK);
  const references = count(markdownLinks.rest, REFERENCE_DEFINITION);
  const htmlLinks = count(references.rest, HTML_LINK);
  // An <a href="…"> counted above keeps its address in the text: it is not counted twice.
  const bare = count(htmlLinks.rest.replace(/<a\b[^>]*>|\bhref\s*=\s*["'][^"']*["']/gi, ' '), BARE_URL);
  return {
    images: markdownImages.n + htmlImages.n,
    links: markdownLinks.n + references.n + htmlLinks.n + bare.n,
  };
}
