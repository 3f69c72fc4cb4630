import { useNavigation } from "react-router";
import { JOB_FORM_TYPES, jobFormSchema, LIMITS, SALARY_UNITS } from "../../../core/jobs/job-posting.schema";
import { boardDay } from "../../../core/shared/board-time";
import { slugify } from "../../../lib/slug";
import { WORKPLACES } from "../../../lib/startup-facts";
import { FormError, primaryButton, Spinner, TextField } from "../auth/fields";
import { useZodForm } from "../auth/use-zod-form";
import { ValidatedForm } from "../auth/validated-form";
import { SelectField, TextAreaField } from "./form-controls";
import { JobPreview, previewJob, type JobFormValues } from "./job-preview";

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
export function JobForm({ mode, initial, categories, companyName, idempotencyKey, errors, formError, askCompany }: JobFormProps) {
  const navigation = useNavigation();
  const form = useZodForm(jobFormSchema, initial, errors, "job-form");
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const shownCompany = askCompany ? form.values.company_name || companyName : companyName;
  const preview = previewJob(form.values, shownCompany, slugify(shownCompany));
  const today = boardDay();
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
          {askCompany ? <TextField className="sm:col-span-2" label="Company" required maxLength={LIMITS.company} {...form.field("company_name")} /> : null}
          <TextField className="sm:col-span-2" label="Job title" required maxLength={LIMITS.title} {...form.field("title")} />
          <SelectField label="Category" required placeholder="Choose a category" options={categories} {...form.field("category")} />
          <SelectField label="Job type" required placeholder="Choose a job type" options={JOB_FORM_TYPES} {...form.field("job_type")} />
          <TextField label="Location" required hint="City, state; or Remote" maxLength={LIMITS.location} {...form.field("location")} />
          <TextField label="Application deadline" type="date" required min={today} {...form.field("application_deadline")} />
          <TextField label="Salary range" required inputMode="numeric" hint="Whole numbers, e.g. 1200000-1800000" {...form.field("salary_range")} />
          <div className="grid grid-cols-2 gap-4">
            <TextField label="Currency" maxLength={3} autoCapitalize="characters" {...form.field("salary_currency")} />
            <SelectField label="Per" options={SALARY_UNITS.map((unit) => ({ value: unit, label: unit.toLowerCase() }))} {...form.field("salary_unit")} />
          </div>
          <SelectField label="Workplace" options={WORKPLACES} {...form.field("workplace")} />
          <TextField label="Equity (%)" hint="A range, e.g. 0.1-0.5, or none; leave empty if not said" {...form.field("equity")} />
          <TextField label="Experience (years)" required hint="e.g. 2-5 or 3" {...form.field("experience")} />
          <TextField label="Qualification" required maxLength={LIMITS.qualification} {...form.field("qualification")} />
          <TextField className="sm:col-span-2" label="Link to the job" type="url" required hint="Where candidates apply: an http:// or https:// address" {...form.field("link_to_job")} />
          <TextField className="sm:col-span-2" label="Skills" hint="Separate skills with commas, e.g. React, Node.js, SQL" maxLength={LIMITS.skills} {...form.field("skills")} />
          <TextAreaField className="sm:col-span-2" label="Job description" required rows={10} maxLength={LIMITS.description} hint="Plain text; a blank line starts a new paragraph." {...form.field("job_description")} />
          <div className="sm:col-span-2">
            <button type="submit" className={primaryButton} disabled={submitting}>
              {submitting ? <Spinner label={mode === "create" ? "Posting..." : "Saving..."} /> : mode === "create" ? "Post Job" : "Save Changes"}
            </button>
          </div>
        </ValidatedForm>
      </div>
      <JobPreview job={preview} />
    </div>
  );
}
