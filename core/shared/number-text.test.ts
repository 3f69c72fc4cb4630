import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupDigits } from "./number-text";

// Intl's own output is the specification: pages rendered on the server and hydrated in the browser must read the same.
const intlWhole = (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

describe("groupDigits", () => {
  it("groups as Intl does for en-IN and en-US, for whole numbers of every size up to 2^53", () => {
    for (const locale of ["en-IN", "en-US"] as const) {
      fc.assert(
        fc.property(fc.maxSafeInteger(), (value) => groupDigits(value, locale) === intlWhole(locale).format(value)),
        { numRuns: 2000 },
      );
    }
  });

  it("rounds fractions half away from zero as Intl's maximumFractionDigits: 0 does", () => {
    const amounts = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.integer({ min: -100_000, max: 100_000 }).map((n) => n + 0.5),
    );
    for (const locale of ["en-IN", "en-US"] as const) {
      fc.assert(
        fc.property(amounts, (value) => groupDigits(value, locale) === intlWhole(locale).format(value)),
        { numRuns: 2000 },
      );
    }
  });

  it("writes lakhs and crores by twos and the edges as Intl does", () => {
    expect(groupDigits(1_200_000)).toBe("12,00,000");
    expect(groupDigits(123_456_789)).toBe("12,34,56,789");
    expect(groupDigits(1_200_000, "en-US")).toBe("1,200,000");
    expect(groupDigits(999)).toBe("999");
    for (const edge of [
      0,
      -0,
      -0.4,
      2.5,
      -2.5,
      1000,
      -1000,
      Number.MAX_SAFE_INTEGER,
      2 ** 60,
      Infinity,
      -Infinity,
      NaN,
    ]) {
      expect(groupDigits(edge)).toBe(intlWhole("en-IN").format(edge));
    }
  });
});
