import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { withTestDatabase } from "../../tests/setup/test-database";
import { PAY_BAND_MIN_JOBS, categoryPayBand, payYardstickOf } from "./pay-bands";
import { screenPosting } from "./posting-review";
import { isPayOutlier } from "./scam-signals";

/**
 * Decision 199: a posting's pay is held against the open jobs of its category paid in its own currency (and
 * unit), never against a band of mixed currencies, and a currency with too few such jobs has no band.
 */
withTestDatabase();
let companyId = 0;
let mixedCategory = 0;
let rupeeCategory = 0;
let dataEntryCategory = 0;
let unpaidCategory = 0;

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
  [{ id: mixedCategory }, { id: rupeeCategory }, { id: dataEntryCategory }, { id: unpaidCategory }] = await sql()<
    { id: number }[]
  >`
    INSERT INTO categories (name, slug) VALUES ('Band test mixed', 'band-test-mixed'), ('Band test rupees', 'band-test-rupees'),
      ('Band test data entry', 'band-test-data-entry'), ('Band test unpaid', 'band-test-unpaid')
    RETURNING id`;
  // One category, one level of job, paid in two currencies: ₹10-29 lakh a year, and $80,000-118,000 a year.
  await openJobs(mixedCategory, "INR", "YEAR", PAY_BAND_MIN_JOBS, (at) => 1_000_000 + at * 100_000);
  await openJobs(mixedCategory, "USD", "YEAR", PAY_BAND_MIN_JOBS, (at) => 80_000 + at * 2_000);
  // Too few euro jobs for a band of their own.
  await openJobs(mixedCategory, "EUR", "YEAR", PAY_BAND_MIN_JOBS - 1, (at) => 60_000 + at * 1_000);
  await openJobs(rupeeCategory, "INR", "YEAR", PAY_BAND_MIN_JOBS * 2, (at) => 1_000_000 + at * 50_000);
  // Paid in rupees only: ₹12,000-31,500 a month, and ₹8-25.5 lakh a year.
  await openJobs(dataEntryCategory, "INR", "MONTH", PAY_BAND_MIN_JOBS * 2, (at) => 12_000 + at * 500);
  await openJobs(dataEntryCategory, "INR", "YEAR", PAY_BAND_MIN_JOBS * 2, (at) => 800_000 + at * 45_000);
  // A category whose jobs state no pay in any currency: no band at all (unpaidCategory has no jobs).
});

/** The reasons a verified company's posting is held for (screenPosting, as an employer's posting is screened). */
async function heldFor(categoryId: number, currency: string, pay: number, unit = "YEAR", employmentType = "Full-time") {
  return screenPosting(sql(), companyId, {
    title: "Data Entry Operator",
    description: "Enter and check records in our systems.",
    job_url: "https://band.test/jobs/2",
    category_id: categoryId,
    salary_min: pay,
    salary_max: pay,
    salary_currency: currency,
    salary_unit: unit,
    employment_type: employmentType,
  });
}

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

describe("pay in a currency without a band of its own (decision 205)", () => {
  it("holds a verified company's absurd dollar pay against the category's rupee band, converted", async () => {
    // The attack: a currency the category has no jobs in dodged the pay check of decision 199.
    expect(await categoryPayBand(sql(), { categoryId: dataEntryCategory, currency: "USD", unit: "MONTH" })).toBeNull();
    const reasons = await heldFor(dataEntryCategory, "USD", 20_000, "MONTH");
    expect(reasons).toEqual([
      {
        code: "pay_outlier",
        detail: "20000 against 139-327 for the category: its ₹ band converted at rough rates (₹84 a USD)",
      },
    ]);
    // Three letters in any case are the same currency.
    expect((await heldFor(dataEntryCategory, " usd", 20_000, "MONTH")).map((reason) => reason.code)).toEqual([
      "pay_outlier",
    ]);
  });

  it("lets an ordinary foreign salary through: the high side of a converted band allows 4 times more", async () => {
    // $120,000 a year is about ₹1 crore: four times the rupee band's top of about ₹25 lakh, and a fair US salary.
    expect(await heldFor(dataEntryCategory, "USD", 120_000)).toEqual([]);
    expect(await heldFor(dataEntryCategory, "EUR", 2_500, "MONTH")).toEqual([]);
    // Ten times the top is far outside even abroad, and the low side is as strict as for rupees.
    expect((await heldFor(dataEntryCategory, "USD", 400_000)).map((reason) => reason.code)).toEqual(["pay_outlier"]);
    expect((await heldFor(dataEntryCategory, "USD", 1_500)).map((reason) => reason.code)).toEqual(["pay_outlier"]);
  });

  it("converts as categoryPayBand reads units: monthly against yearly per month, a stipend against monthly only", async () => {
    const rupeeYearly = await categoryPayBand(sql(), { categoryId: rupeeCategory, currency: "INR", unit: "YEAR" });
    const dollarMonthly = await payYardstickOf(sql(), { categoryId: rupeeCategory, currency: "USD", unit: "MONTH" });
    expect(dollarMonthly).toEqual({
      low: rupeeYearly!.low / 12 / 84,
      high: rupeeYearly!.high / 12 / 84,
      jobs: rupeeYearly!.jobs,
      converted: { from: "INR", to: "USD", rupeesPerUnit: 84 },
    });
    // No monthly rupee jobs to hold a stipend against: nothing to compare with, in rupees or converted.
    expect(
      await payYardstickOf(sql(), { categoryId: rupeeCategory, currency: "USD", unit: "MONTH", internship: true }),
    ).toBeNull();
    expect(await heldFor(rupeeCategory, "XYZ", 20_000, "MONTH", "Internship")).toEqual([]);
  });

  it("holds pay in a currency the board has no rate for, when the category has a rupee band", async () => {
    const made = await heldFor(dataEntryCategory, "XYZ", 20_000, "MONTH");
    expect(made).toEqual([{ code: "pay_uncomparable", detail: expect.stringContaining("XYZ") }]);
    // A real currency the board has no rough rate for is as uncomparable, at any amount.
    expect((await heldFor(dataEntryCategory, "BRL", 90_000)).map((reason) => reason.code)).toEqual([
      "pay_uncomparable",
    ]);
    // No rupee band either: nothing to compare with, no hold.
    expect(await heldFor(unpaidCategory, "XYZ", 20_000, "MONTH")).toEqual([]);
  });

  it("keeps a currency's own band when it has one", async () => {
    const dollars = await payYardstickOf(sql(), { categoryId: mixedCategory, currency: "USD", unit: "YEAR" });
    expect(dollars).toEqual(await categoryPayBand(sql(), { categoryId: mixedCategory, currency: "USD", unit: "YEAR" }));
    // $300,000 is inside ten times the converted rupee top (about $31,000) but far above the dollar jobs' $106,000.
    const reasons = await heldFor(mixedCategory, "USD", 300_000);
    expect(reasons).toEqual([{ code: "pay_outlier", detail: expect.stringMatching(/ for the category$/) }]);
    // Euros, too few for a band of their own, fall back to the rupee band.
    expect(await payYardstickOf(sql(), { categoryId: mixedCategory, currency: "EUR", unit: "YEAR" })).toMatchObject({
      converted: { from: "INR", to: "EUR", rupeesPerUnit: 90 },
    });
  });

  it("measures a converted band's high side 4 times more loosely and its low side alike", () => {
    const own = { low: 1_000, high: 10_000, jobs: 20 };
    const converted = { ...own, converted: { from: "INR" as const, to: "USD", rupeesPerUnit: 84 } };
    expect(isPayOutlier(25_001, own)).toBe(true);
    expect(isPayOutlier(25_001, converted)).toBe(false);
    expect(isPayOutlier(100_001, converted)).toBe(true);
    expect(isPayOutlier(249, own)).toBe(true);
    expect(isPayOutlier(249, converted)).toBe(true);
    expect(isPayOutlier(251, converted)).toBe(false);
  });
});
