import { data } from "react-router";
import { membershipOf, type Actor, firstErrors } from "../../core/accounts";
import { listCategories } from "../../core/catalog";
import { payloadPayOf, JOB_FORM_FIELDS, jobFormSchema } from "../../core/jobs";
import { answerAppError } from "./app-error.server";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "./csrf.server";

export type JobFormActionData = {
  formError?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

export const FIX_FIELDS = "Please correct the fields marked below.";

/** The job fields of a posted form, as strings (longer input is cut well past every limit, so the schema still refuses it). */
export function jobFormValues(form: FormData): Record<string, string> {
  return Object.fromEntries(JOB_FORM_FIELDS.map((name) => [name, String(form.get(name) ?? "").slice(0, 40_000)]));
}

/** What the job form pages need besides the job: the category names and the company the job is shown under. */
export async function jobFormContext(user: Actor) {
  const [categories, membership] = await Promise.all([listCategories(), membershipOf(user.id)]);
  return {
    categories: categories.map((category) => category.name),
    companyName: membership?.companyName ?? "Your company",
    membership,
  };
}

/**
 * Runs a job write for a page action: a bad CSRF token is 403, bad fields are 400 beside
 * the fields, and a job the user may not change is the not-found page (never revealing it exists).
 */
export async function runJobFormAction(
  request: Request,
  form: FormData,
  write: (values: Record<string, string>) => Promise<Response>,
) {
  const values = {
    ...jobFormValues(form),
    ...(form.has("company_name") ? { company_name: String(form.get("company_name")).slice(0, 1000) } : {}),
  };
  if (!isCsrfValid(request, form))
    return data<JobFormActionData>({ formError: CSRF_FAILED_MESSAGE, values }, { status: 403 });
  // The form's own check first (a post without JavaScript): its pay is in LPA, and its messages say so.
  const checked = jobFormSchema.safeParse(values);
  if (!checked.success)
    return data<JobFormActionData>(
      { formError: FIX_FIELDS, errors: firstErrors(checked.error), values },
      { status: 400 },
    );
  try {
    // Core takes the payload's whole amounts: the form's lakhs are converted here (decision 178).
    return await write(payloadPayOf(values));
  } catch (error) {
    return answerAppError<JobFormActionData>(
      error,
      (refusal) => ({
        formError: refusal.kind === "invalid_input" ? FIX_FIELDS : refusal.message,
        errors: refusal.fieldErrors,
        values,
      }),
      { notFoundPage: true, hideForbidden: true },
    );
  }
}
