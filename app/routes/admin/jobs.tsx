import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/jobs";
import { searchAllJobs } from "../../../core/admin";
import { listAudit } from "../../../core/audit";
import { jobDetailsPath } from "../../../core/jobs/browser";
import { deleteJob, restoreJob, setJobOpen } from "../../../core/jobs";
import { AdminSearchHeader } from "../../components/admin/admin-search-header";
import { adminButton, AuditTable } from "../../components/admin/audit-table";
import { CsrfField } from "../../lib/csrf";
import { formId, requireAdmin, runAdminAction, type AdminActionData } from "../../lib/admin.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const [jobs, audit] = await Promise.all([searchAllJobs(admin, q), listAudit({ targetType: "job", limit: 30 })]);
  return { q, jobs, audit };
}

/** Close, reopen, delete (soft) and restore within 30 days: the same core functions employers use, as an admin. */
export async function action({ request }: Route.ActionArgs) {
  return runAdminAction(request, async (admin, form) => {
    const id = formId(form, "id");
    switch (String(form.get("intent") ?? "")) {
      case "close":
        await setJobOpen(admin, id, false);
        return "Job closed";
      case "reopen":
        await setJobOpen(admin, id, true);
        return "Job reopened";
      case "delete":
        await deleteJob(admin, id);
        return "Job deleted (restorable for 30 days)";
      case "restore":
        await restoreJob(admin, id);
        return "Job restored (closed: reopen it to show it again)";
      default:
        return "Nothing to do";
    }
  });
}

export default function AdminJobs() {
  const { q, jobs, audit } = useLoaderData<typeof loader>();
  const actionData = useActionData<AdminActionData>();
  return (
    <>
      <AdminSearchHeader
        title="Jobs"
        inputId="job-search"
        label="Search jobs"
        placeholder="Title, company or id"
        q={q}
        actionData={actionData}
      />
      <ul className="mt-4 divide-y divide-slate-100">
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
            <span>
              #{job.id}{" "}
              {job.deletedAt ? (
                job.title
              ) : (
                <Link to={jobDetailsPath(job)} className="font-medium text-brand-700 hover:underline">
                  {job.title}
                </Link>
              )}{" "}
              · {job.companyName} · {job.deletedAt ? "deleted" : job.status} · {job.source}
            </span>
            <Form method="post" className="flex gap-2">
              <CsrfField />
              <input type="hidden" name="id" value={job.id} />
              {job.deletedAt ? (
                job.restorable ? (
                  <button
                    type="submit"
                    name="intent"
                    value="restore"
                    className={adminButton}
                    aria-label={`Restore job ${job.id}`}
                  >
                    Restore
                  </button>
                ) : (
                  <span className="text-slate-500">deleted over 30 days ago</span>
                )
              ) : (
                <>
                  <button
                    type="submit"
                    name="intent"
                    value={job.status === "open" ? "close" : "reopen"}
                    className={adminButton}
                    aria-label={`${job.status === "open" ? "Close" : "Reopen"} job ${job.id}`}
                  >
                    {job.status === "open" ? "Close" : "Reopen"}
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className={adminButton}
                    aria-label={`Delete job ${job.id}`}
                  >
                    Delete
                  </button>
                </>
              )}
            </Form>
          </li>
        ))}
      </ul>
      <AuditTable entries={audit} />
    </>
  );
}
