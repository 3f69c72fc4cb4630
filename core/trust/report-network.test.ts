import { BlockList } from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reportNetwork } from "./report-network";

function inside(network: string, address: string, family: "ipv4" | "ipv6"): boolean {
  const [base, bits] = network.split("/");
  const list = new BlockList();
  list.addSubnet(base, Number(bits), family);
  return list.check(address, family);
}

describe("reportNetwork (decision 157)", () => {
  it("names an IPv4 address's /24 and an IPv6 address's /48, which node's own BlockList says hold it", () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => inside(reportNetwork(ip), ip, "ipv4")),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.ipV6(), (ip) => reportNetwork(ip).startsWith("other:") || inside(reportNetwork(ip), ip, "ipv6")),
      { numRuns: 2000 },
    );
  });

  it("gives an IPv4 address written as IPv6 its IPv4 network", () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => reportNetwork(`::ffff:${ip}`) === reportNetwork(ip)),
      { numRuns: 500 },
    );
    expect(reportNetwork("::ffff:c633:6407")).toBe("198.51.100.0/24");
  });

  it("puts neighbours together and strangers apart", () => {
    expect(reportNetwork("198.51.100.7")).toBe("198.51.100.0/24");
    expect(reportNetwork("198.51.100.250")).toBe(reportNetwork("198.51.100.7"));
    expect(reportNetwork("198.51.101.7")).not.toBe(reportNetwork("198.51.100.7"));
    expect(reportNetwork("2001:db8:aa:1::1")).toBe("2001:db8:aa::/48");
    expect(reportNetwork("2001:DB8:AA:ffff:1:2:3:4")).toBe(reportNetwork("2001:db8:aa::9"));
    expect(reportNetwork("2001:db8:ab::1")).not.toBe(reportNetwork("2001:db8:aa::1"));
    expect(reportNetwork("fe80::1%eth0")).toBe("fe80:0:0::/48");
    expect(reportNetwork("unknown")).toBe("other:unknown");
  });
});
