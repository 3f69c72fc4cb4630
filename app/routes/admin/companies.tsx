import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/companies";
import { listAudit } from "../../../core/audit";
import { listAdminCompanies, mergeCompanies } from "../../../core/admin";
import { VERIFICATION_FILTER_LABELS, VERIFICATION_FILTERS, type VerificationFilter } from "../../../core/admin/browser";
import { decideMember, listPendingMembers, decidePendingName, listPendingNames } from "../../../core/employers";
import { Alert } from "../../components/auth/fields";
import { adminButton, adminPrimary, AuditTable } from "../../components/admin/audit-table";
import { CompanyPicker } from "../../components/admin/company-picker";
import { CompanyVerification } from "../../components/admin/company-verification";
import { CsrfField } from "../../lib/csrf";
import { formId, requireAdmin, runAdminAction, type AdminActionData } from "../../lib/admin.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  // An unknown filter value shows every company rather than failing the page.
  const verified = VERIFICATION_FILTERS.find((value) => value === params.get("verified")) ?? "all";
  const [list, every, pending, names, audit] = await Promise.all([
    listAdminCompanies(admin, { q, verified }),
    // The merge choices: every company the search text matches, whatever the filter shows.
    verified === "all" ? null : listAdminCompanies(admin, { q }),
    listPendingMembers(admin),
    listPendingNames(),
    listAudit({ limit: 30 }),
  ]);
  return {
    q,
    verified,
    list,
    choices: (every ?? list).companies,
    pending,
    names,
    audit: audit.filter((entry) => entry.targetType === "company" || entry.targetType === "member"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return runAdminAction(request, async (admin, form) => {
    const intent = String(form.get("intent") ?? "");
    if (intent === "merge") {
      const { jobs, from, into } = await mergeCompanies(admin, {
        from: form.get("from") ?? "",
        into: form.get("into") ?? "",
      });
      return `${from} merged into ${into}; ${jobs} job(s) moved`;
    }
    if (intent === "approve-name" || intent === "refuse-name")
      return decidePendingName(admin, formId(form, "company_id"), intent === "approve-name");
    if (intent === "approve" || intent === "refuse") {
      await decideMember(admin, formId(form, "user_id"), intent === "approve");
      return intent === "approve" ? "Employer approved" : "Request refused";
    }
    return "Nothing to do";
  });
}

export default function AdminCompanies() {
  const { q, verified, list, choices, pending, names, audit } = useLoaderData<typeof loader>();
  const actionData = useActionData<AdminActionData>();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Companies</h1>
      <div className="mt-4 space-y-2">
        {actionData?.done ? <Alert tone="success">{actionData.done}</Alert> : null}
        {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
      </div>
      <section aria-labelledby="pending-heading" className="mt-4">
        <h2 id="pending-heading" className="text-lg font-semibold">
          Employers waiting for approval
        </h2>
        {pending.length === 0 ? <p className="mt-2 text-sm text-slate-600">No one is waiting.</p> : null}
        <ul className="mt-2 space-y-2 text-sm">
          {pending.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center gap-3">
              {member.email} wants to join {member.companyName}
              <Form method="post" className="flex gap-2">
                <CsrfField />
                <input type="hidden" name="user_id" value={member.userId} />
                <button type="submit" name="intent" value="approve" className={adminPrimary}>
                  Approve
                </button>
                <button type="submit" name="intent" value="refuse" className={adminButton}>
                  Refuse
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="names-heading" className="mt-8">
        <h2 id="names-heading" className="text-lg font-semibold">
          New names of verified companies
        </h2>
        {names.length === 0 ? <p className="mt-2 text-sm text-slate-600">No new name is waiting.</p> : null}
        <ul className="mt-2 space-y-2 text-sm">
          {names.map((entry) => (
            <li key={entry.companyId} className="flex flex-wrap items-center gap-3">
              “{entry.name}” wants to be called “{entry.pendingName}”
              <Form method="post" className="flex gap-2">
                <CsrfField />
                <input type="hidden" name="company_id" value={entry.companyId} />
                <button type="submit" name="intent" value="approve-name" className={adminPrimary}>
                  Approve name
                </button>
                <button type="submit" name="intent" value="refuse-name" className={adminButton}>
                  Refuse name
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="companies-heading" className="mt-8">
        <h2 id="companies-heading" className="text-lg font-semibold">
          Find a company
        </h2>
        <Form method="get" role="search" className="mt-2 flex gap-2">
          <label htmlFor="company-search" className="sr-only">
            Search companies
          </label>
          <input
            id="company-search"
            name="q"
            defaultValue={q}
            placeholder="Company name"
            className="w-full max-w-md rounded-lg border border-slate-300 px-3 py-2"
          />
          {verified === "all" ? null : <input type="hidden" name="verified" value={verified} />}
          <button type="submit" className={adminButton}>
            Search
          </button>
        </Form>
        <VerificationFilterLinks q={q} verified={verified} counts={list.counts} />
        {list.companies.length === 0 ? <p className="mt-3 text-sm text-slate-600">No company matches.</p> : null}
        <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Companies">
          {list.companies.map((company) => (
            <li key={company.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2">
              <CompanyVerification name={company.name} host={company.host} verified={company.verified} />
              <span className="text-slate-600">
                · {company.jobs} job{company.jobs === 1 ? "" : "s"} · {company.members} employer
                {company.members === 1 ? "" : "s"}
              </span>
              {company.unmanaged ? (
                <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-900">unmanaged</span>
              ) : null}
              <a href={`/dashboard/company?company=${company.id}`} className="text-brand-700 underline">
                Edit profile and facts<span className="sr-only"> of {company.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="merge-heading" className="mt-8 max-w-2xl">
        <h2 id="merge-heading" className="text-lg font-semibold">
          Merge two companies
        </h2>
        <p className="text-sm text-slate-600">
          The first company's jobs, employers and sources move to the second; the first is removed. The choices are the
          companies the search above finds
          {q ? ` for “${q}”` : ""} ({choices.length}); search for a name to narrow them.
        </p>
        <Form method="post" className="mt-2 grid gap-3">
          <CsrfField />
          <CompanyPicker
            label="Merge this company (it is removed)"
            name="from"
            companies={choices}
            error={actionData?.errors?.from}
          />
          <CompanyPicker
            label="Into this company (it is kept)"
            name="into"
            companies={choices}
            error={actionData?.errors?.into}
          />
          <div>
            <button type="submit" name="intent" value="merge" className={adminPrimary}>
              Merge
            </button>
          </div>
        </Form>
      </section>
      <AuditTable entries={audit} />
    </>
  );
}

/** All, verified or not verified, each with how many companies the search text finds in it; links, so they work without JavaScript. */
function VerificationFilterLinks({
  q,
  verified,
  counts,
}: {
  q: string;
  verified: VerificationFilter;
  counts: Record<VerificationFilter, number>;
}) {
  return (
    <nav aria-label="Verification" className="mt-3 flex flex-wrap gap-2 text-sm">
      {VERIFICATION_FILTERS.map((value) => {
        const params = new URLSearchParams();
        if (q) params.set("q", q);
        if (value !== "all") params.set("verified", value);
        const chosen = value === verified;
        return (
          <a
            key={value}
            href={`/admin/companies${params.size ? `?${params}` : ""}`}
            aria-current={chosen ? "page" : undefined}
            className={`rounded-full border px-3 py-1 font-medium ${chosen ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 text-slate-700 hover:border-brand-500"}`}
          >
            {VERIFICATION_FILTER_LABELS[value]} ({counts[value]})
          </a>
        );
      })}
    </nav>
  );
}
