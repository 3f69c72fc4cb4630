import { Form } from "react-router";
import type { PendingMember } from "../../../core/employers";
import { CsrfField } from "../../lib/csrf";

/** People asking to join the company, each with Approve and Refuse (plain forms). */
export function JoinRequests({ pending }: { pending: PendingMember[] }) {
  return (
    <section aria-labelledby="requests-heading" className="mt-10">
      <h2 id="requests-heading" className="text-lg font-semibold">
        Requests to join
      </h2>
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
                <button
                  type="submit"
                  name="intent"
                  value="approve"
                  className="rounded-lg bg-brand-600 px-3 py-1 font-semibold text-white"
                >
                  Approve
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="refuse"
                  className="rounded-lg border border-slate-300 px-3 py-1"
                >
                  Refuse
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
