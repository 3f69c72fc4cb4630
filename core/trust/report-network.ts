import { isIP } from "node:net";

/**
 * The network a report comes from (decision 157): an IPv4 /24 or an IPv6 /48, the blocks one person
 * can hold at once (a home or office line, a VPS subnet, one provider's allocation to one customer).
 * Reports from one network count once toward hiding a job, however many accounts send them.
 * An IPv4 address written as IPv6 (::ffff:a.b.c.d) is its IPv4 network, so the two spellings are one.
 * Anything that is not an address (the server could not tell: "unknown") is one network of its own kind.
 */
export function reportNetwork(address: string): string {
  const ip = address.trim().toLowerCase().split("%")[0];
  const v4 = ipv4Of(ip);
  if (v4) return `${v4.slice(0, 3).join(".")}.0/24`;
  const groups = isIP(ip) === 6 ? ipv6Groups(ip) : null;
  if (groups)
    return `${groups
      .slice(0, 3)
      .map((group) => group.toString(16))
      .join(":")}::/48`;
  return `other:${ip.slice(0, 64)}`;
}

function ipv4Of(ip: string): number[] | null {
  if (isIP(ip) === 4) return ip.split(".").map(Number);
  if (isIP(ip) !== 6) return null;
  const groups = ipv6Groups(ip);
  // ::ffff:0:0/96, the IPv4-mapped block: the first 80 bits zero, then ffff.
  if (!groups || groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return null;
  return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255];
}

/** The eight 16-bit groups of a valid IPv6 address (isIP said so), '::' and a dotted IPv4 tail expanded. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest === undefined ? [] : rest ? rest.split(":") : [];
  const zeros = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(zeros).fill("0"), ...right].map((group) => parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}
