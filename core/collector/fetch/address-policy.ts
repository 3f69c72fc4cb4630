import { BlockList, isIP } from "node:net";

/**
 * Which network addresses the collector may connect to. Career sites live on the
 * public internet; anything else (loopback, private ranges, link-local, multicast)
 * is a way to make the board attack its own network (SSRF).
 */
export type AddressPolicy = (address: string) => string | undefined;

// Loopback and private ranges: refused unless COLLECTOR_ALLOW_PRIVATE_HOSTS (tests, a local demo).
const privateRanges = new BlockList();
privateRanges.addSubnet("0.0.0.0", 8, "ipv4");
privateRanges.addSubnet("10.0.0.0", 8, "ipv4");
privateRanges.addSubnet("100.64.0.0", 10, "ipv4");
privateRanges.addSubnet("127.0.0.0", 8, "ipv4");
privateRanges.addSubnet("172.16.0.0", 12, "ipv4");
privateRanges.addSubnet("192.0.0.0", 24, "ipv4");
privateRanges.addSubnet("192.168.0.0", 16, "ipv4");
privateRanges.addSubnet("198.18.0.0", 15, "ipv4");
privateRanges.addAddress("::", "ipv6");
privateRanges.addAddress("::1", "ipv6");
privateRanges.addSubnet("fc00::", 7, "ipv6");

// Link-local (cloud metadata at 169.254.169.254 lives here), multicast and reserved:
// never a career site, so refused even when private hosts are allowed.
const neverRanges = new BlockList();
neverRanges.addSubnet("169.254.0.0", 16, "ipv4");
neverRanges.addSubnet("224.0.0.0", 4, "ipv4");
neverRanges.addSubnet("240.0.0.0", 4, "ipv4");
neverRanges.addSubnet("fe80::", 10, "ipv6");
neverRanges.addSubnet("ff00::", 8, "ipv6");

/** Unwraps IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible IPv6 forms so a v4 rule cannot be dodged. */
function embeddedIpv4(address: string): string | undefined {
  const match = address.toLowerCase().match(/^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/);
  if (match) return match[1];
  const hex = address.toLowerCase().match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hex) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return undefined;
}

/** Why an address is refused ("loopback or private", "link-local or reserved"), or undefined when allowed. */
export function classifyAddress(address: string): { kind: "never" | "private" } | undefined {
  const v4 = isIP(address) === 4 ? address : embeddedIpv4(address);
  const [candidate, family] = v4 ? [v4, "ipv4" as const] : [address, "ipv6" as const];
  if (isIP(candidate) === 0) return { kind: "never" };
  if (neverRanges.check(candidate, family)) return { kind: "never" };
  if (privateRanges.check(candidate, family)) return { kind: "private" };
  return undefined;
}

export function addressPolicy(allowPrivateHosts: boolean): AddressPolicy {
  return (address) => {
    const verdict = classifyAddress(address);
    if (!verdict) return undefined;
    if (verdict.kind === "private" && allowPrivateHosts) return undefined;
    return verdict.kind === "never"
      ? `${address} is a link-local, multicast or reserved address`
      : `${address} is a loopback or private address`;
  };
}
