/** A piece of a shout: plain text, or an http(s) address to show as a link. */
export type ShoutPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address runs to the next space; punctuation that usually ends a sentence is left outside it.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'")\]}]+$/;

/** Splits a shout's plain text into text and links (http and https only; the text is never HTML). */
export function splitShoutLinks(text: string): ShoutPiece[] {
  const pieces: ShoutPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    address = address.slice(0, address.length - trailing.length);
    if (!isHttpUrl(address)) continue;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', text: address, href: address });
    last = start + address.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

function isHttpUrl(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
