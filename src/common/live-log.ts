/**
 * Whether log position `a` comes after `b`. Positions are Redis stream ids (`ms-seq`) or in-process
 * ids (`instance.n`); positions of two different logs cannot be compared and count as after.
 */
export function isAfter(a: string, b: string): boolean {
  const stream = /^(\d+)-(\d+)$/;
  const sa = stream.exec(a);
  const sb = stream.exec(b);
  if (sa && sb)
    return Number(sa[1]) !== Number(sb[1]) ? Number(sa[1]) > Number(sb[1]) : Number(sa[2]) > Number(sb[2]);
  const [ia, na] = a.split('.');
  const [ib, nb] = b.split('.');
  if (!sa && !sb && ia === ib) return Number(na) > Number(nb);
  return true;
}
