import type { AuditRecord } from "../../../core/audit";
import { Moment } from "../../lib/reader-time";

function short(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** The audit log on an admin page: who, what, when, before and after (as text). */
export function AuditTable({ entries }: { entries: AuditRecord[] }) {
  return (
    <section aria-labelledby="audit-heading" className="mt-10">
      <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
        Audit log
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing recorded yet.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  When
                </th>
                <th scope="col" className="py-2 pr-4">
                  Who
                </th>
                <th scope="col" className="py-2 pr-4">
                  What
                </th>
                <th scope="col" className="py-2 pr-4">
                  Target
                </th>
                <th scope="col" className="py-2 pr-4">
                  Before
                </th>
                <th scope="col" className="py-2">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <Moment iso={entry.createdAt} />
                  </td>
                  <td className="py-2 pr-4">{entry.actorEmail ?? "command line"}</td>
                  <td className="py-2 pr-4 font-medium">{entry.action}</td>
                  <td className="py-2 pr-4">
                    {entry.targetType} {entry.targetId}
                  </td>
                  <td className="py-2 pr-4 break-all text-slate-600">{short(entry.before)}</td>
                  <td className="py-2 break-all text-slate-600">{short(entry.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export const adminButton =
  "rounded-lg border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700";
export const adminPrimary = "rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700";
