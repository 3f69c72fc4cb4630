// What a reader may say about a job (issue 27): shared by the report form in the browser and the server.
import { z } from "../shared/zod";

/** What a reader may report a job for (issue 27), with the weight that orders the admins' queue. */
export const REPORT_REASONS = {
  money: { label: "It asks me for money", severity: 3 },
  fake_company: { label: "The company is fake or impersonated", severity: 3 },
  discriminatory: { label: "It is discriminatory", severity: 2 },
  misleading: { label: "The details are misleading", severity: 1 },
  closed: { label: "The job is closed or filled", severity: 1 },
  other: { label: "Something else", severity: 1 },
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
/** Reports for money by this many different people hide the job at once, pending review. */
export const MONEY_REPORTS_TO_HOLD = 3;
export const REPORT_DETAILS_MAX = 2000;

export const reportSchema = z
  .object({
    reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], {
      error: "Please choose why you report this job",
    }),
    details: z
      .string({ error: "Details must be text" })
      .trim()
      .max(REPORT_DETAILS_MAX, `Details can be at most ${REPORT_DETAILS_MAX} characters`)
      .default(""),
  })
  .refine((input) => input.reason !== "other" || input.details.length > 0, {
    path: ["details"],
    message: "Please say what is wrong",
  });
export type ReportInput = z.input<typeof reportSchema>;
