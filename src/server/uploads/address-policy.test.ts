import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.ts';

describe('isPublicAddress (external images, issue 17 §10)', () => {
  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '[2606:4700::1]',
  ])('allows the public address %s', (address) => expect(isPublicAddress(address)).toBe(true));

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.255.0.9'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.31.255.255'],
    ['private 192.168/16', '192.168.0.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['this network', '0.0.0.0'],
    ['multicast', '224.0.0.1'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['documentation', '192.0.2.10'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique local fc00::/7', 'fc00::1'],
    ['IPv6 unique local fd..', 'fd12:3456:789a::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-compatible', '::127.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::10.0.0.1'],
    ['6to4', '2002:7f00:1::1'],
    ['Teredo', '2001:0:4136:e378::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['a bracketed IPv6 loopback', '[::1]'],
    ['a name, not an address', 'localhost'],
    ['garbage', '999.1.1.1'],
  ])('refuses %s (%s)', (_what, address) => expect(isPublicAddress(address)).toBe(false));

  it('judges an IPv4-mapped public address as the public IPv4 address', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });
});
