import { describe, expect, it } from "vitest";
import { lakhsToRupees, payEntryOf, payForForm, payloadPayOf } from "./job-form-pay";
import { jobFormSchema, jobPayloadSchema, normalisePayload } from "./job-posting.schema";

const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const form = {
  title: "Backend Engineer",
  category: "Sales",
  job_type: "Full-time",
  job_description: "Build.",
  location: "Pune",
  application_deadline: nextWeek,
  experience: "2-5",
  qualification: "Any",
  link_to_job: "https://acme.example/j",
  salary_range: "12-18",
  salary_currency: "INR",
  salary_unit: "YEAR",
  skills: "",
  workplace: "onsite",
  equity: "",
};

describe("pay on the Post a Job form (issue 44)", () => {
  it("reads a rupee yearly salary in lakhs, anything else in whole amounts", () => {
    expect(payEntryOf({})).toBe("lpa");
    expect(payEntryOf({ salary_currency: "inr", salary_unit: "YEAR" })).toBe("lpa");
    expect(payEntryOf({ salary_unit: "MONTH" })).toBe("whole");
    expect(payEntryOf({ salary_currency: "USD" })).toBe("whole");
  });

  it("converts lakhs to the payload's rupees, and refuses what is not lakhs", () => {
    expect(lakhsToRupees("12-18")).toBe("1200000-1800000");
    expect(lakhsToRupees("8.5")).toBe("850000");
    expect(lakhsToRupees(" ₹12.25 to 18 LPA ")).toBe("1225000-1800000");
    expect(lakhsToRupees("1200000-1800000")).toBeNull();
    expect(lakhsToRupees("twelve")).toBeNull();
    expect(payForForm({ salary_range: "1450000-2000000", salary_unit: "YEAR" })).toBe("14.5-20");
    expect(payForForm({ salary_range: "15000-20000", salary_unit: "MONTH" })).toBe("15000-20000");
  });

  it("the form schema takes LPA and answers rupees in LPA words; the API payload keeps whole rupees", () => {
    const parsed = jobFormSchema.safeParse(form);
    expect(parsed.success && parsed.data.salary_range).toBe("1200000-1800000");
    const rupees = jobFormSchema.safeParse({ ...form, salary_range: "1200000-1800000" });
    expect(rupees.success).toBe(false);
    expect(rupees.error?.issues[0]).toMatchObject({
      path: ["salary_range"],
      message: expect.stringContaining("lakhs"),
    });
    const stipend = jobFormSchema.safeParse({
      ...form,
      job_type: "Internship",
      salary_range: "15000-20000",
      salary_unit: "MONTH",
    });
    expect(stipend.success && stipend.data.salary_range).toBe("15000-20000");
    // The API is unchanged: whole rupees, as before.
    expect(jobPayloadSchema.safeParse(normalisePayload({ ...payloadPayOf(form), job_type: "Full Time" })).success).toBe(
      true,
    );
    expect(
      jobPayloadSchema.safeParse(
        normalisePayload({ ...form, salary_range: "1200000-1800000", job_type: "Confidential" }),
      ).success,
    ).toBe(true);
  });
});
