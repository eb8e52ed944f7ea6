/** How many pages `total` entries fill at `perPage` a page: at least one, even for none. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}
