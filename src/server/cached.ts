/**
 * A value computed at most once every `ttlMs` in this process, for figures that cost a scan of a whole
 * table (issue 15 §4): requests within the window share the last answer, and requests arriving while
 * it is being computed share that one computation. Each server keeps its own; nothing needs to be
 * shared or to survive a restart (ARCHITECTURE.md 'Scaling out': caches that may be lost). A window
 * of 0 turns the cache off.
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  if (ttlMs <= 0) return load;
  let value: { data: T; expires: number } | undefined;
  let pending: Promise<T> | undefined;
  return () => {
    const now = Date.now();
    if (value && value.expires > now) return Promise.resolve(value.data);
    if (pending) return pending;
    pending = load().then(
      (data) => {
        value = { data, expires: Date.now() + ttlMs };
        pending = undefined;
        return data;
      },
      (error: unknown) => {
        // A failure is not remembered: the next request tries again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
}
