import { Form, useNavigation } from "react-router";
import type { CompanyProfile } from "../../../core/employers";
import { FUNDING_STAGES, REMOTE_POLICIES, TEAM_SIZES, VISA_SPONSORSHIP } from "../../../lib/startup-facts";
import { primaryButton, TextField } from "../auth/fields";
import { CompanyLogo } from "../company-logo";
import { SelectField, TextAreaField } from "./form-controls";
import { CsrfField } from "../../lib/csrf";

interface CompanyProfileFormProps {
  company: CompanyProfile;
  /** What the employer sent in a refused save, shown again instead of the stored values. */
  sent?: Record<string, string>;
  errors: Record<string, string>;
}

/** The company profile's fields and logo upload (shown on the company page and every job page of the company). */
export function CompanyProfileForm({ company, sent, errors }: CompanyProfileFormProps) {
  const navigation = useNavigation();
  const value = (name: string, stored: string | null) => sent?.[name] ?? stored ?? "";
  return (
    // Remounted when a save starts and when it ends, so the fields show what the server answered with.
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label="Company profile"
      className="mt-6 grid gap-4 sm:grid-cols-2"
      key={navigation.state === "idle" ? "idle" : "busy"}
    >
      <CsrfField />
      <TextField
        className="sm:col-span-2"
        label="Company name"
        required
        defaultValue={value("company_name", company.name)}
        name="company_name"
        error={errors.company_name}
      />
      <TextField
        label="Website"
        type="url"
        required
        defaultValue={value("company_website", company.website)}
        name="company_website"
        error={errors.company_website}
      />
      <TextField
        label="City"
        defaultValue={value("company_city", company.city)}
        name="company_city"
        error={errors.company_city}
      />
      <SelectField
        label="Company size"
        placeholder="Choose a size"
        options={TEAM_SIZES}
        name="company_size"
        defaultValue={value("company_size", company.size)}
        error={errors.company_size}
      />
      <div className="flex items-end gap-3">
        <CompanyLogo src={company.logoUrl ?? `/logos/${company.slug}.svg`} company={company.name} size={48} />
        <TextField
          label="Logo"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          hint="PNG, JPEG, WebP or SVG, at most 1 MB"
          name="logo"
          error={errors.logo}
        />
      </div>
      <SelectField
        label="Funding stage"
        placeholder="Choose a stage"
        options={FUNDING_STAGES}
        name="company_stage"
        defaultValue={value("company_stage", company.stage)}
        error={errors.company_stage}
      />
      <SelectField
        label="Remote policy"
        placeholder="Choose a policy"
        options={REMOTE_POLICIES}
        name="company_remote_policy"
        defaultValue={value("company_remote_policy", company.remotePolicy)}
        error={errors.company_remote_policy}
      />
      <SelectField
        label="Visa sponsorship"
        placeholder="Not said"
        options={VISA_SPONSORSHIP}
        name="company_visa"
        defaultValue={value(
          "company_visa",
          company.visaSponsorship === null ? null : company.visaSponsorship ? "yes" : "no",
        )}
        error={errors.company_visa}
      />
      <TextField
        label="Founded (year)"
        inputMode="numeric"
        maxLength={4}
        defaultValue={value("company_founded", company.foundedYear === null ? null : String(company.foundedYear))}
        name="company_founded"
        error={errors.company_founded}
      />
      <TextField
        label="Tech stack"
        hint="Separated by commas, e.g. React, Go, PostgreSQL"
        defaultValue={value("company_tech_stack", company.techStack.join(", "))}
        name="company_tech_stack"
        error={errors.company_tech_stack}
      />
      <TextField
        className="sm:col-span-2"
        label="One-line pitch"
        maxLength={140}
        defaultValue={value("company_pitch", company.pitch)}
        name="company_pitch"
        error={errors.company_pitch}
      />
      <TextField
        label="LinkedIn page"
        type="url"
        defaultValue={value("company_linkedin", company.linkedinUrl)}
        name="company_linkedin"
        error={errors.company_linkedin}
      />
      <TextField
        label="Careers page"
        type="url"
        defaultValue={value("company_careers", company.careersUrl)}
        name="company_careers"
        error={errors.company_careers}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="Short description"
        rows={4}
        maxLength={500}
        name="company_description"
        defaultValue={value("company_description", company.description)}
        error={errors.company_description}
      />
      <div className="sm:col-span-2">
        <button type="submit" name="intent" value="save" className={primaryButton}>
          Save Company Profile
        </button>
      </div>
    </Form>
  );
}
