import { z } from "../shared/zod";

/** The statuses of the tracker (issue 30), in the order an application moves through them. */
export const TRACKER_STATUSES = ["applied", "interviewing", "offer", "hired", "rejected", "withdrawn"] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number];
/** The answers of the 'Did you apply?' prompt; 'dismiss' closes it without an answer. */
export const PROMPT_ANSWERS = ["applied", "not_yet", "not_interested", "dismiss"] as const;
export type PromptAnswer = (typeof PROMPT_ANSWERS)[number];

export const STATUS_LABELS: Record<TrackerStatus, string> = {
  applied: "Applied",
  interviewing: "Interviewing",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

export const NOTE_MAX_LENGTH = 5000;
export const APPLICATIONS_PAGE_SIZE = 10;
/** The prompt asks about a job this long after its Apply Now, no longer. */
export const PROMPT_DAYS = 14;
/** Employers see 'said they applied' over this many days. */
export const APPLIED_COUNT_DAYS = 30;
/** A next-step date lies between these (a date in 1900 or 2200 is a typing slip). */
export const NEXT_STEP_MIN = "2000-01-01";
export const NEXT_STEP_MAX = "2099-12-31";

// Control characters other than tab, line feed and carriage return (NUL among them) are refused.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const applicationIdSchema = z.coerce
  .number({ message: "id must be an application id" })
  .int("id must be an application id")
  .positive("id must be an application id")
  .max(2_147_483_647, "id must be an application id");

export const jobIdSchema = z.coerce
  .number({ message: "job must be a job id" })
  .int("job must be a job id")
  .positive("job must be a job id")
  .max(2_147_483_647, "job must be a job id");

export const statusSchema = z.enum(TRACKER_STATUSES, {
  message: `status must be one of ${TRACKER_STATUSES.join(", ")}`,
});

export const noteSchema = z
  .string({ message: "note must be text" })
  .max(NOTE_MAX_LENGTH, `note must be at most ${NOTE_MAX_LENGTH} characters`)
  .refine((value) => !CONTROL.test(value), "note must not contain control characters");

export const nextStepSchema = z
  .string({ message: "nextStep must be a date (YYYY-MM-DD)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "nextStep must be a date (YYYY-MM-DD)")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "nextStep must be a date (YYYY-MM-DD)")
  .refine(
    (value) => value >= NEXT_STEP_MIN && value <= NEXT_STEP_MAX,
    `nextStep must be between ${NEXT_STEP_MIN} and ${NEXT_STEP_MAX}`,
  );

export const createApplicationSchema = z.object({
  job: jobIdSchema,
  status: statusSchema.optional(),
  note: noteSchema.optional(),
  nextStep: nextStepSchema.nullable().optional(),
  remind: z.boolean({ message: "remind must be true or false" }).optional(),
});
export type CreateApplicationInput = z.infer<typeof createApplicationSchema>;

export const updateApplicationSchema = z
  .object({
    status: statusSchema.optional(),
    note: noteSchema.optional(),
    nextStep: nextStepSchema.nullable().optional(),
    remind: z.boolean({ message: "remind must be true or false" }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Nothing to change: give status, note, nextStep or remind",
    path: ["status"],
  });
export type UpdateApplicationInput = z.infer<typeof updateApplicationSchema>;

export const listApplicationsSchema = z.object({
  status: statusSchema.optional(),
  page: z.coerce
    .number({ message: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(100_000, "page must be a whole number from 1")
    .optional(),
});
export type ListApplicationsInput = z.infer<typeof listApplicationsSchema>;

export const promptAnswerSchema = z.object({
  id: applicationIdSchema,
  answer: z.enum(PROMPT_ANSWERS, { message: `answer must be one of ${PROMPT_ANSWERS.join(", ")}` }),
});

/** Parses with a schema; a failure is an invalid_input AppError naming each field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
  return errors;
}
