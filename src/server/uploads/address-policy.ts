import { isIP } from 'node:net';

/**
 * Which network addresses the server may fetch external images from (issue 17 §10, SSRF): public
 * unicast only. Loopback, private, shared, link-local, multicast, documentation and reserved ranges
 * are refused for IPv4 and IPv6, and IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4)
 * are judged by, or refused for, the address they carry.
 */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 4) return isPublicV4(v4Number(plain));
  if (family === 6) return isPublicV6(v6Groups(plain));
  return false;
}

const V4_REFUSED: [base: string, bits: number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

function v4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function isPublicV4(n: number): boolean {
  return V4_REFUSED.every(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4Number(base);
    return n < start || n >= start + size;
  });
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const n = v4Number(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

function isPublicV6(g: number[]): boolean {
  const [a = 0, b = 0] = g;
  const embeddedV4 = ((g[6] ?? 0) * 65536 + (g[7] ?? 0)) >>> 0;
  // ::ffff:a.b.c.d (mapped): judged as the IPv4 address it is
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPublicV4(embeddedV4);
  // only global unicast (2000::/3) is public; that also refuses ::, ::1, fc00::/7, fe80::/10, ff00::/8,
  // 64:ff9b::/96 (NAT64) and ::a.b.c.d
  if ((a & 0xe000) !== 0x2000) return false;
  if (a === 0x2001 && b < 0x0200) return false; // 2001::/23 IETF protocol assignments (Teredo ...)
  if (a === 0x2001 && b === 0x0db8) return false; // documentation
  if (a === 0x2002) return false; // 6to4 carries an IPv4 address of any kind
  if (a === 0x3fff && b < 0x1000) return false; // documentation (3fff::/20)
  return true;
}
