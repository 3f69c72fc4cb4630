import type { AdminCompany } from "../../../core/admin";
import { FieldFrame, inputClass, useFieldIds } from "../auth/fields";

/** What an admin reads of a company in a merge choice: look-alikes differ by their host, their state or their jobs. */
export function companyChoiceText(company: AdminCompany): string {
  return (
    `${company.name} — ${company.host ?? "no website"} · ${company.verified ? "verified" : "not verified"} ` +
    `· ${company.jobs} job${company.jobs === 1 ? "" : "s"}`
  );
}

/** A company picked by name (issue 44: merging never asks for numeric ids); the value sent is its id. */
export function CompanyPicker({
  label,
  name,
  companies,
  error,
  hint,
}: {
  label: string;
  name: string;
  companies: AdminCompany[];
  error?: string;
  hint?: string;
}) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} required>
      <select
        id={ids.id}
        name={name}
        required
        defaultValue=""
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        className={`${inputClass} ${error ? "border-red-500" : "border-slate-300"}`}
      >
        <option value="" disabled>
          Choose a company
        </option>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {companyChoiceText(company)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
