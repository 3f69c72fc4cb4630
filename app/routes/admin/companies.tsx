import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/companies";
import { listAudit } from "../../../core/audit";
import { mergeCompanies, searchCompanies } from "../../../core/admin";
import { decideMember, listPendingMembers, decidePendingName, listPendingNames } from "../../../core/employers";
import { Alert, TextField } from "../../components/auth/fields";
import { adminButton, adminPrimary, AuditTable } from "../../components/admin/audit-table";
import { CsrfField } from "../../lib/csrf";
import { linkText } from "../../../core/shared/host-scripts";
import { formId, requireAdmin, runAdminAction, type AdminActionData } from "../../lib/admin.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const [companies, pending, names, audit] = await Promise.all([searchCompanies(q), listPendingMembers(admin), listPendingNames(), listAudit({ limit: 30 })]);
  return { q, companies, pending, names, audit: audit.filter((entry) => entry.targetType === "company" || entry.targetType === "member") };
}

export async function action({ request }: Route.ActionArgs) {
  return runAdminAction(request, async (admin, form) => {
    const intent = String(form.get("intent") ?? "");
    if (intent === "merge") {
      const { jobs } = await mergeCompanies(admin, formId(form, "from"), formId(form, "into"));
      return `Companies merged; ${jobs} job(s) moved`;
    }
    if (intent === "approve-name" || intent === "refuse-name") return decidePendingName(admin, formId(form, "company_id"), intent === "approve-name");
    if (intent === "approve" || intent === "refuse") {
      await decideMember(admin, formId(form, "user_id"), intent === "approve");
      return intent === "approve" ? "Employer approved" : "Request refused";
    }
    return "Nothing to do";
  });
}

export default function AdminCompanies() {
  const { q, companies, pending, names, audit } = useLoaderData<typeof loader>();
  const actionData = useActionData<AdminActionData>();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Companies</h1>
      <div className="mt-4 space-y-2">
        {actionData?.done ? <Alert tone="success">{actionData.done}</Alert> : null}
        {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
      </div>
      <section aria-labelledby="pending-heading" className="mt-4">
        <h2 id="pending-heading" className="text-lg font-semibold">Employers waiting for approval</h2>
        {pending.length === 0 ? <p className="mt-2 text-sm text-slate-600">No one is waiting.</p> : null}
        <ul className="mt-2 space-y-2 text-sm">
          {pending.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center gap-3">
              {member.email} wants to join {member.companyName}
              <Form method="post" className="flex gap-2">
                <CsrfField />
                <input type="hidden" name="user_id" value={member.userId} />
                <button type="submit" name="intent" value="approve" className={adminPrimary}>Approve</button>
                <button type="submit" name="intent" value="refuse" className={adminButton}>Refuse</button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="names-heading" className="mt-8">
        <h2 id="names-heading" className="text-lg font-semibold">New names of verified companies</h2>
        {names.length === 0 ? <p className="mt-2 text-sm text-slate-600">No new name is waiting.</p> : null}
        <ul className="mt-2 space-y-2 text-sm">
          {names.map((entry) => (
            <li key={entry.companyId} className="flex flex-wrap items-center gap-3">
              “{entry.name}” wants to be called “{entry.pendingName}”
              <Form method="post" className="flex gap-2">
                <CsrfField />
                <input type="hidden" name="company_id" value={entry.companyId} />
                <button type="submit" name="intent" value="approve-name" className={adminPrimary}>Approve name</button>
                <button type="submit" name="intent" value="refuse-name" className={adminButton}>Refuse name</button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="merge-heading" className="mt-8 max-w-xl">
        <h2 id="merge-heading" className="text-lg font-semibold">Merge two companies</h2>
        <p className="text-sm text-slate-600">The first company's jobs, employers and sources move to the second; the first is removed.</p>
        <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2">
          <CsrfField />
          <TextField label="Merge company id" name="from" inputMode="numeric" required error={actionData?.errors?.from} />
          <TextField label="Into company id" name="into" inputMode="numeric" required error={actionData?.errors?.into} />
          <div>
            <button type="submit" name="intent" value="merge" className={adminPrimary}>Merge</button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="companies-heading" className="mt-8">
        <h2 id="companies-heading" className="text-lg font-semibold">Find a company</h2>
        <Form method="get" role="search" className="mt-2 flex gap-2">
          <label htmlFor="company-search" className="sr-only">Search companies</label>
          <input id="company-search" name="q" defaultValue={q} placeholder="Company name" className="w-full max-w-md rounded-lg border border-slate-300 px-3 py-2" />
          <button type="submit" className={adminButton}>Search</button>
        </Form>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {companies.map((company) => (
            <li key={company.id} className="py-1.5">
              #{company.id} <span className="font-medium">{company.name}</span> · {company.jobs} jobs · {company.members} employers {company.website ? `· ${linkText(company.website)}` : ""}{company.unmanaged ? <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">unmanaged</span> : null} ·{" "}
              <a href={`/dashboard/company?company=${company.id}`} className="text-brand-700 underline">
                Edit profile and facts<span className="sr-only"> of {company.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <AuditTable entries={audit} />
    </>
  );
}
