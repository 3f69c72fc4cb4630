import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/sources";
import { listAudit } from "../../../core/audit";
import {
  addSource,
  FAILING_DAYS,
  listSourceStatus,
  removeSourceByAdmin,
  runSourceNow,
  setSourcePausedByAdmin,
} from "../../../core/admin";
import { listRecentRuns, sourceTypes } from "../../../core/collector";
import { Alert, TextField } from "../../components/auth/fields";
import { adminButton, adminPrimary, AuditTable } from "../../components/admin/audit-table";
import { SelectField } from "../../components/employer/form-controls";
import { CsrfField } from "../../lib/csrf";
import { linkText } from "../../../core/shared/host-scripts";
import { formId, requireAdmin, runAdminAction, type AdminActionData } from "../../lib/admin.server";
import { Moment } from "../../lib/reader-time";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [sources, runs, audit] = await Promise.all([
    listSourceStatus(),
    listRecentRuns(20),
    listAudit({ targetType: "source", limit: 30 }),
  ]);
  // The source types come with the data: importing the collector's index into the page would put the whole collector
  // (and config/env.ts, which reads node:os) into the browser bundle, which fails the build.
  return {
    sources,
    runs: runs.map((run) => ({ ...run, startedAt: run.startedAt.toISOString() })),
    audit,
    failingDays: FAILING_DAYS,
    sourceTypes: [...sourceTypes],
  };
}

/** The same actions as `npm run collect -- add|pause|resume|remove|run`, through the same core functions. */
export async function action({ request }: Route.ActionArgs) {
  return runAdminAction(request, async (admin, form) => {
    const intent = String(form.get("intent") ?? "");
    const id = formId(form, "id");
    switch (intent) {
      case "add": {
        const source = await addSource(admin, {
          company: String(form.get("company") ?? "").slice(0, 1000),
          type: String(form.get("type") ?? ""),
          url: String(form.get("url") ?? "").slice(0, 3000),
          website: String(form.get("website") ?? "").slice(0, 3000),
        });
        return `Source ${source.id} added: ${source.companyName}`;
      }
      case "pause":
      case "resume":
        await setSourcePausedByAdmin(admin, id, intent === "pause");
        return intent === "pause" ? "Source paused" : "Source resumed";
      case "remove": {
        const { closedJobs } = await removeSourceByAdmin(admin, id);
        return `Source removed; ${closedJobs} job(s) closed`;
      }
      case "run": {
        const summary = await runSourceNow(admin, id);
        return (
          `Run ${summary.status}: ${summary.found} found, ${summary.added} added, ${summary.updated} ` +
          `updated, ${summary.closed} closed${summary.error ? ` (${summary.error})` : ""}`
        );
      }
      default:
        return "Nothing to do";
    }
  });
}

export default function AdminSources() {
  const { sources, runs, audit, failingDays, sourceTypes } = useLoaderData<typeof loader>();
  const actionData = useActionData<AdminActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Collector sources</h1>
      <div className="mt-4 space-y-2">
        {actionData?.done ? <Alert tone="success">{actionData.done}</Alert> : null}
        {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
      </div>
      <div className="mt-4 overflow-x-auto">
        {/* An empty table's headers refer to no cells (axe th-has-data-cells): the table appears with its first source. */}
        {sources.length > 0 ? (
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Sources with their last run</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Company
                </th>
                <th scope="col" className="py-2 pr-3">
                  Type and URL
                </th>
                <th scope="col" className="py-2 pr-3">
                  Last run
                </th>
                <th scope="col" className="py-2 pr-3">
                  Found / open / closed
                </th>
                <th scope="col" className="py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {sources.map((source) => (
                <tr key={source.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 font-medium">
                    {source.companyName}
                    {source.paused ? <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs">paused</span> : null}
                    {source.failing ? (
                      <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-800">
                        failing for {failingDays}+ days
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 break-all">
                    {source.type} · {linkText(source.url)}
                  </td>
                  <td className="py-2 pr-3">
                    {source.lastRunAt ? (
                      <>
                        {source.lastStatus} at <Moment iso={source.lastRunAt} />
                      </>
                    ) : (
                      "never"
                    )}
                    {source.lastError ? <span className="block text-red-700">{source.lastError}</span> : null}
                  </td>
                  <td className="py-2 pr-3">
                    {source.found} / {source.openJobs} / {source.closedJobs}
                  </td>
                  <td className="py-2">
                    <Form method="post" className="flex flex-wrap gap-1">
                      <CsrfField />
                      <input type="hidden" name="id" value={source.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="run"
                        className={adminButton}
                        disabled={busy}
                        aria-label={`Run now: ${source.companyName}`}
                      >
                        Run now
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value={source.paused ? "resume" : "pause"}
                        className={adminButton}
                        aria-label={`${source.paused ? "Resume" : "Pause"} ${source.companyName}`}
                      >
                        {source.paused ? "Resume" : "Pause"}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="remove"
                        className={adminButton}
                        aria-label={`Remove ${source.companyName}`}
                      >
                        Remove
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {sources.length === 0 ? <p className="mt-2 text-sm text-slate-600">No sources yet.</p> : null}
      </div>

      <section aria-labelledby="add-heading" className="mt-8 max-w-2xl">
        <h2 id="add-heading" className="text-lg font-semibold">
          Add a source
        </h2>
        <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2">
          <CsrfField />
          <TextField label="Source company" name="company" required error={actionData?.errors?.company} />
          <SelectField
            label="Type"
            name="type"
            required
            placeholder="Choose a type"
            options={sourceTypes}
            defaultValue=""
            error={actionData?.errors?.type}
          />
          <TextField
            className="sm:col-span-2"
            label="Feed or page URL"
            name="url"
            type="url"
            required
            error={actionData?.errors?.url}
          />
          <TextField
            className="sm:col-span-2"
            label="Company website"
            optional
            name="website"
            type="url"
            error={actionData?.errors?.website}
          />
          <div>
            <button type="submit" name="intent" value="add" className={adminPrimary}>
              Add source
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="runs-heading" className="mt-8">
        <h2 id="runs-heading" className="text-lg font-semibold">
          Recent runs
        </h2>
        <ul className="mt-2 space-y-1 text-sm">
          {runs.map((run) => (
            <li key={run.id}>
              <Moment iso={run.startedAt} /> · {run.companyName} · {run.status} · {run.found} found, {run.added} added,{" "}
              {run.updated} updated, {run.closed} closed
              {run.error ? ` · ${run.error}` : ""}
            </li>
          ))}
        </ul>
      </section>
      <AuditTable entries={audit} />
    </>
  );
}
