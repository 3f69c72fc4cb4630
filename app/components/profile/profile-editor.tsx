import { useState } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { PROFILE_MESSAGES, profileSchema, type ProfileFormValues } from "../../../core/profiles/browser";
import type { CandidateProfile } from "../../../core/profiles";
import { listInWords, RESUME_MESSAGES } from "../../../core/resumes/browser";
import type { ProfileActionData } from "../../lib/profile-page.server";
import { CsrfField } from "../../lib/csrf";
import { Alert, primaryButton, secondaryButton, Spinner, TextField } from "../auth/fields";
import { useZodForm } from "../auth/use-zod-form";
import { ExperienceSelect } from "./experience-select";
import { clientFileError, ResumeCard, ResumeInput } from "./resume-field";
import { SkillsInput } from "./skills-input";
import { useTimedMessage } from "./use-timed-message";

function initialValues(profile: CandidateProfile): ProfileFormValues {
  return {
    name: profile.name,
    phone: profile.phone ?? "",
    desiredjobtitle: profile.desiredJobTitle ?? "",
    industry: profile.industry ?? "",
    yoexp: profile.yearsOfExperience == null ? "" : String(profile.yearsOfExperience),
    skills: profile.skills.join(", "),
    location: profile.location ?? "",
  };
}

/**
 * The candidate profile (SPEC §2, §5): every field editable but the e-mail, the
 * resume, and the skills found in a new resume offered in one click. A plain
 * multipart form post: it works before and without JavaScript.
 */
export function ProfileEditor() {
  const { profile, resumeUrl } = useLoaderData<{ profile: CandidateProfile; resumeUrl: string | null }>();
  const actionData = useActionData<ProfileActionData>();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const form = useZodForm(
    profileSchema,
    { ...initialValues(profile), ...actionData?.values },
    actionData?.errors,
    "profile-form",
  );
  const [fileError, setFileError] = useState<string | undefined>();
  const [chosenFile, setChosenFile] = useState(false);
  const [clientError, setClientError] = useState<{ message: string } | null>(null);
  const success = useTimedMessage(actionData?.success, "success", actionData);
  const error = useTimedMessage(clientError?.message ?? actionData?.formError, "error", clientError ?? actionData);

  return (
    <div className="grid gap-6">
      <div aria-live="polite" className="grid gap-3 empty:hidden">
        {success ? <Alert tone="success">{success}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {actionData?.note ? <Alert tone="info">{actionData.note}</Alert> : null}
      </div>
      {actionData?.offer?.length ? <SkillsOffer skills={actionData.offer} /> : null}
      <ResumeCard resume={profile.resume} resumeUrl={resumeUrl} />
      <Form
        id="profile-form"
        method="post"
        encType="multipart/form-data"
        replace
        noValidate
        aria-label="Edit profile"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
        onSubmit={(event) => {
          const missingResume = !profile.resume && !chosenFile;
          if (!form.isValid || fileError || missingResume) {
            event.preventDefault();
            form.touchAll();
            if (missingResume) setFileError(RESUME_MESSAGES.required);
            setClientError({
              message:
                form.isValid && !fileError && missingResume
                  ? RESUME_MESSAGES.requiredToSave
                  : PROFILE_MESSAGES.invalidForm,
            });
          }
        }}
      >
        <CsrfField />
        <TextField className="sm:col-span-2" label="Full name" autoComplete="name" required {...form.field("name")} />
        <TextField
          label="Email"
          name="email-readonly"
          value={profile.email}
          readOnly
          hint="Your e-mail cannot be changed here."
        />
        <TextField label="Phone" type="tel" autoComplete="tel" {...form.field("phone")} />
        <TextField label="Desired job title" autoComplete="organization-title" {...form.field("desiredjobtitle")} />
        <TextField label="Preferred industry" hint="e.g. Frontend Development, Fintech" {...form.field("industry")} />
        <ExperienceSelect {...form.field("yoexp")} />
        <TextField
          label="Preferred location"
          hint="Cities, and Remote if you accept it: e.g. Bengaluru or remote"
          autoComplete="address-level2"
          {...form.field("location")}
        />
        <div className="sm:col-span-2">
          <SkillsInput
            value={form.values.skills}
            onChange={(next) => form.setValue("skills", next)}
            onBlur={() => form.field("skills").onBlur()}
            error={form.errorFor("skills")}
          />
        </div>
        <div className="sm:col-span-2">
          <ResumeInput
            resume={profile.resume}
            error={fileError ?? actionData?.errors?.file}
            onFile={(file) => {
              setChosenFile(Boolean(file));
              setFileError(clientFileError(file));
            }}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? <Spinner label="Saving..." /> : "Save Profile"}
          </button>
        </div>
      </Form>
    </div>
  );
}

/** 'We found Kubernetes, Go and PostgreSQL in your resume: add them?' with one button. */
function SkillsOffer({ skills }: { skills: string[] }) {
  return (
    <section aria-labelledby="skills-offer-heading" className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h2 id="skills-offer-heading" className="text-sm font-semibold text-brand-700">
        We found {listInWords(skills)} in your resume: add {skills.length === 1 ? "it" : "them"}?
      </h2>
      <Form method="post" replace className="mt-3 flex flex-wrap gap-2">
        <CsrfField />
        {skills.map((skill) => (
          <input key={skill} type="hidden" name="skill" value={skill} />
        ))}
        <button type="submit" name="intent" value="add-skills" className={secondaryButton}>
          Add {skills.length === 1 ? "it" : "them"} to my skills
        </button>
      </Form>
    </section>
  );
}
