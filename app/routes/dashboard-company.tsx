import { spendLimits, companyVerificationState } from "../../core/trust";
import { requestMeta } from "../../core/accounts/browser";
import { VerifyCompany } from "../components/trust/verify-company";
import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard-company";
import {
  membershipOf,
  permissionDenied,
  confirmEmailVerificationCode,
  sendEmailVerificationCode,
} from "../../core/accounts";
import {
  logoKindOf,
  approveByVerifiedDomain,
  decideMember,
  listPendingMembers,
  pendingJoin,
  RENAME_MESSAGES,
  collectedSourcesOf,
  getCompanyProfile,
  setCompanyLogo,
  updateCompanyProfile,
  confirmRenameByCode,
  sendRenameCode,
} from "../../core/employers";
import { PendingCompanyName } from "../components/employer/pending-company-name";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { answerAppError } from "../lib/app-error.server";
import { Alert } from "../components/auth/fields";
import { CollectedSources } from "../components/employer/collected-sources";
import { CompanyProfileForm } from "../components/employer/company-profile-form";
import { JoinRequests } from "../components/employer/join-requests";
import { NoCompanyProfile } from "../components/employer/no-company-profile";
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
  if (membership?.status === "pending" && (await approveByVerifiedDomain(user.id)))
    membership = await membershipOf(user.id);
  if (!membership || membership.status !== "approved") {
    const join = membership?.status === "pending" ? await pendingJoin(user.id) : null;
    return {
      company: null,
      pending: [],
      sources: [],
      waiting: membership?.status === "pending",
      join,
      verification: null,
    };
  }
  const [company, pending, sources, verification] = await Promise.all([
    getCompanyProfile(membership.companyId),
    listPendingMembers(user),
    collectedSourcesOf(membership.companyId),
    companyVerificationState(user.id),
  ]);
  return { company, pending, sources, waiting: false, join: null, verification };
}

type ActionData = {
  formError?: string;
  errors?: Record<string, string>;
  done?: string;
  values?: Record<string, string>;
};
const fields = [
  "company_name",
  "company_website",
  "company_description",
  "company_city",
  "company_size",
  "company_stage",
  "company_remote_policy",
  "company_visa",
  "company_founded",
  "company_tech_stack",
  "company_pitch",
  "company_linkedin",
  "company_careers",
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
      return {
        done: joined
          ? "Your e-mail is verified: you have joined the company."
          : verified
            ? "Your e-mail is verified, and so is your company: its jobs are live."
            : result.message,
      } satisfies ActionData;
    }
    if (intent === "send-rename-code") {
      await spendLimits(["emailCodeIp", requestMeta(request).ip]);
      return { done: await sendRenameCode(user.id) } satisfies ActionData;
    }
    if (intent === "confirm-rename-code") {
      return {
        done: await confirmRenameByCode(user, String(form.get("code") ?? "").slice(0, 20)),
      } satisfies ActionData;
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
    const nameChange = await updateCompanyProfile(user, membership.companyId, values);
    if (bytes) await setCompanyLogo(user, membership.companyId, bytes);
    return {
      done: nameChange === "pending" ? RENAME_MESSAGES.pending(values.company_name.trim()) : "Company profile updated",
    } satisfies ActionData;
  } catch (error) {
    return answerAppError<ActionData>(error, (refusal) =>
      refusal.fieldErrors
        ? { errors: refusal.fieldErrors, formError: refusal.message, values }
        : { formError: refusal.message, values },
    );
  }
}

export default function CompanyProfilePage() {
  const { company, pending, sources, waiting, join, verification } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  if (!company) {
    return (
      <NoCompanyProfile
        waiting={waiting}
        join={join}
        done={actionData?.done}
        formError={actionData?.formError}
        codeError={actionData?.errors?.code}
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Company profile</h1>
      <p className="mt-2 text-slate-600">Shown on your company page and on every job page of {company.name}.</p>
      <div className="mt-4 space-y-2">
        {actionData?.done ? <Alert tone="success">{actionData.done}</Alert> : null}
        {actionData?.formError ? <Alert tone="error">{actionData.formError}</Alert> : null}
      </div>
      {verification ? <VerifyCompany state={verification} codeError={actionData?.errors?.code} /> : null}
      {company.pendingName ? (
        <PendingCompanyName
          current={company.name}
          pending={company.pendingName}
          canProve={verification?.addressMatches ?? false}
          codeError={actionData?.errors?.code}
        />
      ) : null}
      <CompanyProfileForm company={company} sent={actionData?.values} errors={actionData?.errors ?? {}} />

      <CollectedSources sources={sources} />

      <JoinRequests pending={pending} />
    </div>
  );
}
