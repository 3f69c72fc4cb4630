import { useNavigation } from "react-router";
import { JOB_FORM_TYPES, jobFormSchema, LIMITS, SALARY_UNITS, payEntryOf } from "../../../core/jobs/browser";
import { boardDay } from "../../../core/shared/board-time";
import { slugify } from "../../../lib/slug";
import { WORKPLACES } from "../../../lib/startup-facts";
import { FormError, primaryButton, Spinner, TextField } from "../auth/fields";
import { useZodForm } from "../auth/use-zod-form";
import { ValidatedForm } from "../auth/validated-form";
import { SelectField, TextAreaField } from "./form-controls";
import { JobPreview, previewJob, type JobFormValues } from "./job-preview";

/** The pay field's label and hint for how its amount is read (core/jobs/job-form-pay.ts): LPA, a stipend, or whole amounts. */
function payField(values: Record<string, string>): { label: string; hint: string } {
  if (payEntryOf(values) === "lpa") return { label: "Pay (LPA)", hint: "Lakhs a year, e.g. 12-18 or 8.5" };
  const rupees = (values.salary_currency || "INR").trim().toUpperCase() === "INR";
  const unit = (values.salary_unit || "YEAR").toLowerCase();
  if (rupees && unit === "month")
    return {
      label: values.job_type === "Internship" ? "Stipend (₹ a month)" : "Pay (₹ a month)",
      hint: "Whole rupees, e.g. 15000-20000",
    };
  return {
    label: `Pay (${rupees ? "₹" : (values.salary_currency || "").toUpperCase()} per ${unit})`,
    hint: "Whole amounts, e.g. 500-800",
  };
}

export interface JobFormProps {
  mode: "create" | "edit";
  initial: JobFormValues;
  categories: string[];
  companyName: string;
  idempotencyKey?: string;
  errors?: Record<string, string>;
  formError?: string;
  /** Admins post for any company: they name it (created when new). */
  askCompany?: boolean;
}

/**
 * Post a Job / Edit Job: every field of SPEC §3's payload with the rules of §5, checked in
 * the browser with the same Zod schema core uses, and a live preview beside it. A plain
 * form post without JavaScript works the same (the server answers errors beside fields).
 */
export function JobForm({
  mode,
  initial,
  categories,
  companyName,
  idempotencyKey,
  errors,
  formError,
  askCompany,
}: JobFormProps) {
  const navigation = useNavigation();
  const form = useZodForm(jobFormSchema, initial, errors, "job-form");
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const shownCompany = askCompany ? form.values.company_name || companyName : companyName;
  const preview = previewJob(form.values, shownCompany, slugify(shownCompany));
  const today = boardDay();
  const pay = payField(form.values);
  // An internship pays a monthly stipend: choosing it before any pay is typed switches the pay to rupees a month.
  const typeField = form.field("job_type");
  const jobType = {
    ...typeField,
    onChange: (event: React.ChangeEvent<HTMLSelectElement | HTMLTextAreaElement>) => {
      typeField.onChange(event);
      if (event.target.value === "Internship" && !form.values.salary_range.trim() && form.values.salary_unit === "YEAR")
        form.setValue("salary_unit", "MONTH");
    },
  };
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div>
        <FormError message={formError} />
        <ValidatedForm
          form={form}
          id="job-form"
          method="post"
          aria-label={mode === "create" ? "Post a job" : "Edit job"}
          className="grid gap-4 sm:grid-cols-2"
        >
          {idempotencyKey ? <input type="hidden" name="idempotency_key" value={idempotencyKey} /> : null}
          {askCompany ? (
            <TextField
              className="sm:col-span-2"
              label="Company"
              required
              maxLength={LIMITS.company}
              {...form.field("company_name")}
            />
          ) : null}
          <TextField
            className="sm:col-span-2"
            label="Job title"
            required
            maxLength={LIMITS.title}
            {...form.field("title")}
          />
          <SelectField
            label="Category"
            required
            placeholder="Choose a category"
            options={categories}
            {...form.field("category")}
          />
          <SelectField
            label="Job type"
            required
            placeholder="Choose a job type"
            options={JOB_FORM_TYPES}
            {...jobType}
          />
          <TextField
            label="Location"
            required
            hint="City, state; or Remote"
            maxLength={LIMITS.location}
            {...form.field("location")}
          />
          <TextField
            label="Application deadline"
            type="date"
            required
            min={today}
            {...form.field("application_deadline")}
          />
          <TextField label={pay.label} required inputMode="decimal" hint={pay.hint} {...form.field("salary_range")} />
          <div className="grid grid-cols-2 gap-4">
            <TextField label="Currency" maxLength={3} autoCapitalize="characters" {...form.field("salary_currency")} />
            <SelectField
              label="Per"
              options={SALARY_UNITS.map((unit) => ({ value: unit, label: unit.toLowerCase() }))}
              {...form.field("salary_unit")}
            />
          </div>
          <SelectField label="Workplace" options={WORKPLACES} {...form.field("workplace")} />
          <TextField
            label="Equity (%)"
            optional
            hint="A range, e.g. 0.1-0.5, or none; leave empty if not said"
            {...form.field("equity")}
          />
          <TextField label="Experience (years)" required hint="e.g. 2-5 or 3" {...form.field("experience")} />
          <TextField label="Qualification" required maxLength={LIMITS.qualification} {...form.field("qualification")} />
          <TextField
            className="sm:col-span-2"
            label="Link to the job"
            type="url"
            required
            hint="Where candidates apply: an http:// or https:// address"
            {...form.field("link_to_job")}
          />
          <TextField
            className="sm:col-span-2"
            label="Skills"
            optional
            hint="Separate skills with commas, e.g. React, Node.js, SQL"
            maxLength={LIMITS.skills}
            {...form.field("skills")}
          />
          <TextAreaField
            className="sm:col-span-2"
            label="Job description"
            required
            rows={10}
            maxLength={LIMITS.description}
            hint="Plain text; a blank line starts a new paragraph."
            {...form.field("job_description")}
          />
          <div className="sm:col-span-2">
            <button type="submit" className={primaryButton} disabled={submitting}>
              {submitting ? (
                <Spinner label={mode === "create" ? "Posting..." : "Saving..."} />
              ) : mode === "create" ? (
                "Post Job"
              ) : (
                "Save Changes"
              )}
            </button>
          </div>
        </ValidatedForm>
      </div>
      <JobPreview job={preview} />
    </div>
  );
}
