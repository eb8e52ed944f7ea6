import type { Whoami } from '../../common/api-types.ts';
import { PRELOAD_ELEMENT_ID } from '../../common/limits.ts';

/** What the server answered inside the page (src/server/http/web.ts, withPreload). */
export interface Preloaded {
  whoami?: Whoami;
}

/** Reads the page's data block once; a missing or broken one leaves the page to ask the API. */
export function readPreloaded(doc: Document | undefined = globalThis.document): Preloaded {
  const element = doc?.getElementById(PRELOAD_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const data = JSON.parse(element.textContent) as Preloaded;
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}
