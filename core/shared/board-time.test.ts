import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boardDay, boardHour, dateTimeIndia, longDateIndia, shortDateIndia } from "./board-time";

// Intl with timeZone Asia/Kolkata is the specification; the board writes the same text without building Intl objects.
const zone = { timeZone: "Asia/Kolkata" } as const;
const sinceFixedOffset = fc.date({
  min: new Date("1946-01-01T00:00:00Z"),
  max: new Date("2200-12-31T23:59:59Z"),
  noInvalidDate: true,
});
const runs = { numRuns: 2000 };

describe("the board's calendar, in India's time", () => {
  it("writes the day as Intl's en-CA date in Asia/Kolkata does", () => {
    const format = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", ...zone });
    fc.assert(
      fc.property(sinceFixedOffset, (date) => boardDay(date) === format.format(date)),
      runs,
    );
  });

  it("tells the hour as Intl does in Asia/Kolkata", () => {
    const format = new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", ...zone });
    fc.assert(
      fc.property(sinceFixedOffset, (date) => boardHour(date) === Number(format.format(date))),
      runs,
    );
  });

  it("writes a long date as Intl's en-IN long date in Asia/Kolkata does", () => {
    const format = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", ...zone });
    fc.assert(
      fc.property(sinceFixedOffset, (date) => longDateIndia(date) === format.format(date)),
      runs,
    );
  });

  it("writes a short date as en-GB does, with the year only when it is not now's year in India", () => {
    const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", ...zone });
    const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", ...zone });
    const year = new Intl.DateTimeFormat("en-GB", { year: "numeric", ...zone });
    fc.assert(
      fc.property(sinceFixedOffset, sinceFixedOffset, (date, now) => {
        const expected = (year.format(date) === year.format(now) ? dayMonth : dayMonthYear).format(date);
        return shortDateIndia(date, now) === expected;
      }),
      runs,
    );
  });

  it("puts a moment just after midnight in India on India's day, not UTC's (the applied-a-day-after-posting bug)", () => {
    const justAfterMidnightInIndia = new Date("2026-12-01T18:31:00Z");
    expect(longDateIndia(justAfterMidnightInIndia)).toBe("2 December 2026");
    expect(shortDateIndia(justAfterMidnightInIndia, justAfterMidnightInIndia)).toBe("2 Dec");
    expect(boardDay(justAfterMidnightInIndia)).toBe("2026-12-02");
    expect(dateTimeIndia(justAfterMidnightInIndia)).toBe("2 Dec 2026, 00:01 IST");
    expect(boardHour(new Date("2026-12-01T23:55:00Z"))).toBe(5);
  });

  it("refuses an invalid date as Intl does", () => {
    expect(() => longDateIndia(new Date("not a date"))).toThrow(RangeError);
    expect(() => boardDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
