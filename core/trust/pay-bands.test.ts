import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { withTestDatabase } from "../../tests/setup/test-database";
import { PAY_BAND_MIN_JOBS, categoryPayBand } from "./pay-bands";
import { screenPosting } from "./posting-review";

/**
 * Decision 199: a posting's pay is held against the open jobs of its category paid in its own currency (and
 * unit), never against a band of mixed currencies, and a currency with too few such jobs has no band.
 */
withTestDatabase();
let companyId = 0;
let mixedCategory = 0;
let rupeeCategory = 0;

/** `count` open jobs of the category paid `pay(at)` (the range's top; its bottom 80% of it). */
async function openJobs(
  categoryId: number,
  currency: string,
  unit: string,
  count: number,
  pay: (at: number) => number,
) {
  for (let at = 0; at < count; at++)
    await sql()`INSERT INTO jobs (company_id, category_id, title, salary_min, salary_max, salary_currency, salary_unit)
      VALUES (${companyId}, ${categoryId}, ${"Backend Engineer"}, ${Math.round(pay(at) * 0.8)}, ${pay(at)},
              ${currency}, ${unit})`;
}

beforeAll(async () => {
  [{ id: companyId }] = await sql()<{ id: number }[]>`
    INSERT INTO companies (name, slug, website, verified_at) VALUES ('Band Test', 'band-test', 'https://band.test', now())
    RETURNING id`;
  [{ id: mixedCategory }, { id: rupeeCategory }] = await sql()<{ id: number }[]>`
    INSERT INTO categories (name, slug) VALUES ('Band test mixed', 'band-test-mixed'), ('Band test rupees', 'band-test-rupees')
    RETURNING id`;
  // One category, one level of job, paid in two currencies: ₹10-29 lakh a year, and $80,000-118,000 a year.
  await openJobs(mixedCategory, "INR", "YEAR", PAY_BAND_MIN_JOBS, (at) => 1_000_000 + at * 100_000);
  await openJobs(mixedCategory, "USD", "YEAR", PAY_BAND_MIN_JOBS, (at) => 80_000 + at * 2_000);
  // Too few euro jobs for a band of their own.
  await openJobs(mixedCategory, "EUR", "YEAR", PAY_BAND_MIN_JOBS - 1, (at) => 60_000 + at * 1_000);
  await openJobs(rupeeCategory, "INR", "YEAR", PAY_BAND_MIN_JOBS * 2, (at) => 1_000_000 + at * 50_000);
});

describe("pay bands per currency (decision 199)", () => {
  it("draws each currency's band from its own jobs only", async () => {
    const rupees = await categoryPayBand(sql(), { categoryId: mixedCategory, currency: "INR", unit: "YEAR" });
    const dollars = await categoryPayBand(sql(), { categoryId: mixedCategory, currency: "usd", unit: "YEAR" });
    expect(rupees?.jobs).toBe(PAY_BAND_MIN_JOBS);
    expect(rupees!.low).toBeGreaterThanOrEqual(900_000);
    expect(rupees!.high).toBeLessThanOrEqual(2_610_000);
    expect(dollars?.jobs).toBe(PAY_BAND_MIN_JOBS);
    expect(dollars!.low).toBeGreaterThanOrEqual(72_000);
    expect(dollars!.high).toBeLessThanOrEqual(106_200);
  });

  it("draws no band for a currency with too few jobs, however many the category has in others", async () => {
    expect(await categoryPayBand(sql(), { categoryId: mixedCategory, currency: "EUR", unit: "YEAR" })).toBeNull();
    expect(await categoryPayBand(sql(), { categoryId: rupeeCategory, currency: "USD", unit: "YEAR" })).toBeNull();
  });

  it("keeps the currency when a monthly salary falls back to the yearly band, and gives a stipend none", async () => {
    const monthly = await categoryPayBand(sql(), { categoryId: mixedCategory, currency: "USD", unit: "MONTH" });
    const yearly = await categoryPayBand(sql(), { categoryId: mixedCategory, currency: "USD", unit: "YEAR" });
    expect(monthly).toEqual({ low: yearly!.low / 12, high: yearly!.high / 12, jobs: PAY_BAND_MIN_JOBS });
    // A stipend is not a salary per month: an internship without monthly jobs to compare with has no band.
    expect(
      await categoryPayBand(sql(), { categoryId: mixedCategory, currency: "USD", unit: "MONTH", internship: true }),
    ).toBeNull();
  });

  it("holds a posting's pay against its own currency's band when screening", async () => {
    const posting = (categoryId: number, currency: string, pay: number) => ({
      title: "Backend Engineer",
      description: "Build our APIs.",
      job_url: "https://band.test/jobs/1",
      category_id: categoryId,
      salary_min: pay,
      salary_max: pay,
      salary_currency: currency,
      salary_unit: "YEAR",
    });
    const outlier = async (categoryId: number, currency: string, pay: number) =>
      (await screenPosting(sql(), companyId, posting(categoryId, currency, pay))).some(
        (reason) => reason.code === "pay_outlier",
      );
    // $90,000 is a fair dollar salary: in a rupee band it would read as a scam-cheap ₹90,000.
    expect(await outlier(mixedCategory, "USD", 90_000)).toBe(false);
    expect(await outlier(rupeeCategory, "USD", 90_000)).toBe(false);
    // $1,000 a year is cheap against the dollar jobs, and ₹90,000 against the rupee ones.
    expect(await outlier(mixedCategory, "USD", 1_000)).toBe(true);
    expect(await outlier(mixedCategory, "INR", 90_000)).toBe(true);
  });
});
