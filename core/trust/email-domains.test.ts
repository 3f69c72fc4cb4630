import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDisposableDomain, isFreeMailDomain } from "./email-domains";
import { PackedDomainList } from "./packed-domain-list";

// The packages themselves, as the board used them before decision 210: the answers to match.
const requirePackage = createRequire(import.meta.url);
const { DOMAINS: freeMailSet } = requirePackage("free-email-domains-list") as { DOMAINS: Set<string> };
const mailchecker = requirePackage("mailchecker") as { isValid(email: string): boolean; blacklist(): Set<string> };

describe("free-mail and disposable domains read from the packages' files", () => {
  it("knows every free-mail domain the package lists, and only those", () => {
    expect(freeMailSet.size).toBeGreaterThan(50_000);
    for (const domain of freeMailSet) if (!isFreeMailDomain(domain)) expect.fail(`${domain} is free mail`);
    for (const domain of ["acme-robotics.in", "example.org", "gmail.co", "mail.google.com"])
      expect(isFreeMailDomain(domain)).toBe(freeMailSet.has(domain));
  });

  it("judges every listed throwaway domain, its subdomains and malformed names as mailchecker does", () => {
    const listed = mailchecker.blacklist();
    expect(listed.size).toBeGreaterThan(10_000);
    for (const domain of listed) {
      const expected = !mailchecker.isValid(`someone@${domain}`);
      if (isDisposableDomain(domain) !== expected) expect.fail(`${domain}: mailchecker says disposable=${expected}`);
    }
    const odd = [
      "inbox.mailinator.com",
      "a.b.guerrillamail.com",
      "acme.in",
      "under_score.com",
      "-dash.com",
      "localhost",
    ];
    for (const domain of odd)
      expect(isDisposableDomain(domain), domain).toBe(!mailchecker.isValid(`someone@${domain}`));
  });

  it("agrees with mailchecker on generated domain names", () => {
    const label = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    const domain = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join("."));
    fc.assert(
      fc.property(domain, (name) => isDisposableDomain(name) === !mailchecker.isValid(`someone@${name}`)),
      { numRuns: 2_000 },
    );
  });

  it("normalises case, spaces and a trailing dot", () => {
    expect(isFreeMailDomain("  GMail.com. ")).toBe(true);
    expect(isDisposableDomain("MAILINATOR.COM.")).toBe(true);
  });
});

describe("PackedDomainList", () => {
  it("answers membership as a Set does", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z.]{0,6}$/)),
        fc.stringMatching(/^[a-z.]{0,6}$/),
        (names, probe) => {
          const packed = PackedDomainList.of(names);
          expect(packed.size).toBe(new Set(names).size);
          for (const name of names) expect(packed.has(name)).toBe(true);
          expect(packed.has(probe)).toBe(names.includes(probe));
        },
      ),
    );
  });
});
