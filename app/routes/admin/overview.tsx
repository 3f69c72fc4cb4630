import { useLoaderData } from "react-router";
import type { Route } from "./+types/overview";
import { listAudit } from "../../../core/audit";
import { adminCounts } from "../../../core/admin";
import { AuditTable } from "../../components/admin/audit-table";
import { requireAdmin } from "../../lib/admin.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [counts, audit] = await Promise.all([adminCounts(), listAudit({ limit: 50 })]);
  return { counts, audit };
}

export default function AdminOverview() {
  const { counts, audit } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin</h1>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          ["Users", counts.users],
          ["Open jobs", counts.openJobs],
          ["Employers waiting", counts.pending],
          ["Collector sources", counts.sources],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <AuditTable entries={audit} />
    </>
  );
}
