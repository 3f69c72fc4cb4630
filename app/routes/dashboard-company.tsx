import { spendLimits } from "../../core/trust/limits";
import { requestMeta } from "../../core/accounts/request-meta";
import { VerifyCompany } from "../components/trust/verify-company";
import { companyVerificationState } from "../../core/trust/company-verification.service";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/dashboard-company";
import { membershipOf, permissionDenied } from "../../core/accounts/permissions";
import { logoKindOf } from "../../core/employers/company-logo";
import { approveByVerifiedDomain, decideMember, listPendingMembers, pendingJoin } from "../../core/employers/company-membership.service";
import { confirmEmailVerificationCode, sendEmailVerificationCode } from "../../core/accounts/email-verification.service";
import { collectedSourcesOf, getCompanyProfile, setCompanyLogo, updateCompanyProfile } from "../../core/employers/company-profile.service";
import { FUNDING_STAGES, REMOTE_POLICIES, TEAM_SIZES } from "../../lib/startup-facts";
import { relativeTime } from "../../core/jobs/job-display";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { answerAppError } from "../lib/app-error.server";
import { Alert, primaryButton, TextField } from "../components/auth/fields";
import { CompanyLogo } from "../components/company-logo";
import { SelectField, TextAreaField } from "../components/employer/form-controls";
import { VerifyEmailToJoin } from "../components/employer/verify-email-to-join";
import { sourceBoardName } from "../components/employer/source-name";
import { CsrfField } from "../lib/csrf";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { readForm } from "../lib/form.server";
import { requireUser } from "../lib/session.server";

export const meta = () => [{ title: `Company profile | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];


/** /dashboard/company: the employer's company profile (shown on the company and job pages), its logo, join requests and collected sources. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Admins edit any company's profile and facts here: /dashboard/company?company={id} (linked from /admin/companies).
  const adminCompany = adminCompanyId(request, user);
  if (adminCompany !== null) {
    const company = await getCompanyProfile(adminCompany);
    if (!company) throw data("Not found", { status: 404 });
    return { company, pending: [], sources: await collectedSourcesOf(adminCompany), waiting: false, join: null };
  }
  let membership = await membershipOf(user.id);
  // An address verified since asking (by a code here, or by a password reset) lets a same-domain request in (decision 063).
  if (membership?.status === "pending" && (await approveByVerifiedDomain(user.id))) membership = await membershipOf(user.id);
  if (!membership || membership.status !== "approved") {
    const join = membership?.status === "pending" ? await pendingJoin(user.id) : null;
    return { company: null, pending: [], sources: [], waiting: membership?.status === "pending", join, verification: null };
  }
  const [company, pending, sources, verification] = await Promise.all([getCompanyProfile(membership.companyId), listPendingMembers(user), collectedSourcesOf(membership.companyId), companyVerificationState(user.id)]);
  return { company, pending, sources, waiting: false, join: null, verification };
}

type ActionData = { formError?: string; errors?: Record<string, string>; done?: string; values?: Record<string, string> };
const fields = [
  "company_name", "company_website", "company_description", "company_city", "company_size",
  "company_stage", "company_remote_policy", "company_founded", "company_tech_stack", "company_pitch", "company_linkedin", "company_careers",
] as const;

function adminCompanyId(request: Request, user: { role: string }): number | null {
  const id = Number(new URL(request.url).searchParams.get("company"));
  return user.role === "admin" && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const values = Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? "").slice(0, 3000)]));
  if (!isCsrfValid(request, form)) return data<ActionData>({ formError: CSRF_FAILED_MESSAGE, values }, { status: 403 });
  try {
    const adminCompany = adminCompanyId(request, user);
    const membership = adminCompany !== null ? { companyId: adminCompany } : await membershipOf(user.id);
    if (!membership) throw permissionDenied();
    const intent = String(form.get("intent") ?? "save");
    if (intent === "send-email-code") {
      await spendLimits(["emailCodeIp", requestMeta(request).ip]);
      return { done: (await sendEmailVerificationCode(user.id)).message } satisfies ActionData;
    }
    if (intent === "verify-email-code") {
      const result = await confirmEmailVerificationCode(user.id, String(form.get("code") ?? "").slice(0, 20));
      if (!result.ok) return data<ActionData>({ errors: { code: result.message } }, { status: 400 });
      const joined = await approveByVerifiedDomain(user.id);
      const verified = (await companyVerificationState(user.id))?.verified;
      return { done: joined ? "Your e-mail is verified: you have joined the company." : verified ? "Your e-mail is verified, and so is your company: its jobs are live." : result.message } satisfies ActionData;
    }
    if (intent === "approve" || intent === "refuse") {
      await decideMember(user, Number(form.get("user_id")) || 0, intent === "approve");
      return { done: intent === "approve" ? "Member approved" : "Request refused" } satisfies ActionData;
    }
    const logo = form.get("logo");
    const bytes = logo instanceof File && logo.size > 0 ? Buffer.from(await logo.arrayBuffer()) : null;
    // The logo is checked before anything is saved, so a bad file leaves the profile as it was.
    if (bytes) {
      const verdict = await logoKindOf(bytes);
      if (!verdict.ok) return data<ActionData>({ errors: { logo: verdict.message }, values }, { status: 400 });
    }
    await updateCompanyProfile(user, membership.companyId, values);
    if (bytes) await setCompanyLogo(user, membership.companyId, bytes);
    return { done: "Company profile updated" } satisfies ActionData;
  } catch (error) {
    return answerAppError<ActionData>(error, (refusal) => (refusal.fieldErrors ? { errors: refusal.fieldErrors, formError: refusal.message, values } : { formError: refusal.message, values }));
  }
}

export default function CompanyProfilePage() {
  const { company, pending, sources, waiting, join, verification } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  if (!company) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Company profile</h1>
        <div className="mt-6">
          <Alert tone="info">{waiting ? "Your request to join the company is waiting for approval." : "Company profiles belong to employer accounts."}</Alert>
        </div>
        {actionData?.done ? (
          <div className="mt-4">
            <Alert tone="success">{actionData.done}</Alert>
          </div>
        ) : null}
        {actionData?.formError ? (
          <div className="mt-4">
            <Alert tone="error">{actionData.formError}</Alert>
          </div>
        ) : null}
        {join?.sameDomain ? <VerifyEmailToJoin companyName={join.companyName} email={join.email} codeError={actionData?.errors?.code} /> : null}
      </div>
    );
  }
  const value = (name: (typeof fields)[number], stored: string | null) => actionData?.values?.[name] ?? stored ?? "";
  const errors = actionData?.errors ?? {};
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Company profile</h1>
      <p className="mt-2 text-slate-600">Shown on your company page and on every job page of {company.name}.</p>
      <div className="mt-4 space-y-2">
        {actionData?.done ? <Alert tone="success">{actionData.done}</Alert> : null}
        {actionData?.formError ? <Alert tone="error">{actionData.formError}</Alert> : null}
      </div>
      {verification ? <VerifyCompany state={verification} codeError={actionData?.errors?.code} /> : null}
      <Form method="post" encType="multipart/form-data" aria-label="Company profile" className="mt-6 grid gap-4 sm:grid-cols-2" key={navigation.state === "idle" ? "idle" : "busy"}>
        <CsrfField />
        <TextField className="sm:col-span-2" label="Company name" required defaultValue={value("company_name", company.name)} name="company_name" error={errors.company_name} />
        <TextField label="Website" type="url" required defaultValue={value("company_website", company.website)} name="company_website" error={errors.company_website} />
        <TextField label="City" defaultValue={value("company_city", company.city)} name="company_city" error={errors.company_city} />
        <SelectField label="Company size" placeholder="Choose a size" options={TEAM_SIZES} name="company_size" defaultValue={value("company_size", company.size)} error={errors.company_size} />
        <div className="flex items-end gap-3">
          <CompanyLogo src={company.logoUrl ?? `/logos/${company.slug}.svg`} company={company.name} size={48} />
          <TextField label="Logo" type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" hint="PNG, JPEG, WebP or SVG, at most 1 MB" name="logo" error={errors.logo} />
        </div>
        <SelectField label="Funding stage" placeholder="Choose a stage" options={FUNDING_STAGES} name="company_stage" defaultValue={value("company_stage", company.stage)} error={errors.company_stage} />
        <SelectField label="Remote policy" placeholder="Choose a policy" options={REMOTE_POLICIES} name="company_remote_policy" defaultValue={value("company_remote_policy", company.remotePolicy)} error={errors.company_remote_policy} />
        <TextField label="Founded (year)" inputMode="numeric" maxLength={4} defaultValue={value("company_founded", company.foundedYear === null ? null : String(company.foundedYear))} name="company_founded" error={errors.company_founded} />
        <TextField label="Tech stack" hint="Separated by commas, e.g. React, Go, PostgreSQL" defaultValue={value("company_tech_stack", company.techStack.join(", "))} name="company_tech_stack" error={errors.company_tech_stack} />
        <TextField className="sm:col-span-2" label="One-line pitch" maxLength={140} defaultValue={value("company_pitch", company.pitch)} name="company_pitch" error={errors.company_pitch} />
        <TextField label="LinkedIn page" type="url" defaultValue={value("company_linkedin", company.linkedinUrl)} name="company_linkedin" error={errors.company_linkedin} />
        <TextField label="Careers page" type="url" defaultValue={value("company_careers", company.careersUrl)} name="company_careers" error={errors.company_careers} />
        <TextAreaField className="sm:col-span-2" label="Short description" rows={4} maxLength={500} name="company_description" defaultValue={value("company_description", company.description)} error={errors.company_description} />
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="save" className={primaryButton}>
            Save Company Profile
          </button>
        </div>
      </Form>

      {sources.length ? (
        <section aria-labelledby="collected-heading" className="mt-10">
          <h2 id="collected-heading" className="text-lg font-semibold">Collected jobs</h2>
          <ul className="mt-2 space-y-2 text-sm text-slate-700">
            {sources.map((source) => (
              <li key={source.url} suppressHydrationWarning>
                Collected from your {sourceBoardName(source.type)}, {source.checkedAt ? `checked ${relativeTime(source.checkedAt)}` : "not checked yet"}: {source.openJobs} open jobs
                {source.paused ? " (paused)" : ""}. Change these jobs at the source; edits here would be overwritten by the next collection.
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="requests-heading" className="mt-10">
        <h2 id="requests-heading" className="text-lg font-semibold">Requests to join</h2>
        {pending.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No one is waiting.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {pending.map((member) => (
              <li key={member.userId} className="flex flex-wrap items-center gap-3 text-sm">
                <span>
                  {member.name ?? member.email} ({member.email})
                </span>
                <Form method="post" className="flex gap-2">
                  <CsrfField />
                  <input type="hidden" name="user_id" value={member.userId} />
                  <button type="submit" name="intent" value="approve" className="rounded-lg bg-brand-600 px-3 py-1 font-semibold text-white">
                    Approve
                  </button>
                  <button type="submit" name="intent" value="refuse" className="rounded-lg border border-slate-300 px-3 py-1">
                    Refuse
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
