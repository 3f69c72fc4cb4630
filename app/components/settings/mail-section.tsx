import { Form } from "react-router";
import { EMPLOYER_NOTICES } from "../../../core/accounts/browser";
import { FREQUENCY_LABELS } from "../../../core/alerts/browser";
import { CsrfField } from "../../lib/csrf";
import { secondaryButton } from "../auth/fields";
import { Outcome, SettingsCard, type SectionProps, type SettingsData } from "./section";

type MailAlert = SettingsData["alerts"][number];

/** Every mail the account's address gets, each with its switch; security mail cannot be switched off. */
export function MailSection({
  postsJobs,
  employerNotices,
  alerts,
  result,
  busy,
}: SectionProps & { postsJobs: boolean; employerNotices: boolean; alerts: MailAlert[] }) {
  return (
    <SettingsCard id="mail" heading="Mail we send you">
      <div className="mt-3 space-y-3">
        <Outcome result={result} section="mail" />
        {postsJobs ? <EmployerNoticesSwitch enabled={employerNotices} busy={busy} /> : null}
        {alerts.length === 0 ? (
          <p className="text-sm text-slate-600">
            No job alerts and no newsletter.{" "}
            <a className="text-brand-700 underline" href="/alerts/new">
              Create a job alert
            </a>
            .
          </p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Alerts and newsletter">
            {alerts.map((alert) => (
              <li key={alert.id} className="py-3">
                <AlertSwitch alert={alert} busy={busy} />
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-600">
          Security mail (codes, and notices of a changed password, e-mail or deleted account) always comes: it cannot be
          switched off.
        </p>
      </div>
    </SettingsCard>
  );
}

/** Employers and admins: the notices about the jobs they post. */
function EmployerNoticesSwitch({ enabled, busy }: { enabled: boolean; busy: boolean }) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3 border-b border-slate-200 pb-3 text-sm">
      <CsrfField />
      <span className="min-w-40 flex-1">
        <span className="block font-medium text-slate-900">Employer notices</span>
        <span className="text-slate-600">About your jobs: {EMPLOYER_NOTICES.join("; ")}.</span>
      </span>
      <label className="inline-flex items-center gap-2">
        <input type="checkbox" name="enabled" defaultChecked={enabled} className="h-4 w-4" />
        On
      </label>
      <button
        type="submit"
        name="intent"
        value="mail-employer-notices"
        className={secondaryButton}
        disabled={busy}
        aria-label="Save employer notices"
      >
        Save
      </button>
    </Form>
  );
}

/** One alert or the newsletter: on or off and how often (a pending one waits for its confirmation mail). */
function AlertSwitch({ alert, busy }: { alert: MailAlert; busy: boolean }) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3 text-sm">
      <CsrfField />
      <input type="hidden" name="alertId" value={alert.id} />
      <span className="min-w-40 flex-1 font-medium text-slate-900">
        {alert.newsletter ? "Newsletter (all new jobs)" : `Job alert: ${alert.name}`}
      </span>
      {alert.status === "pending" ? (
        <span className="text-slate-600">Waiting for you to confirm it by e-mail</span>
      ) : (
        <>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" name="enabled" defaultChecked={alert.status === "active"} className="h-4 w-4" />
            On
          </label>
          <label className="inline-flex items-center gap-2">
            <span>How often</span>
            <select
              name="frequency"
              defaultValue={alert.frequency}
              className="rounded-md border border-slate-300 px-2 py-1"
            >
              {(Object.keys(FREQUENCY_LABELS) as (keyof typeof FREQUENCY_LABELS)[]).map((frequency) => (
                <option key={frequency} value={frequency}>
                  {FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            name="intent"
            value="mail-alert"
            className={secondaryButton}
            disabled={busy}
            aria-label={`Save ${alert.newsletter ? "newsletter" : alert.name}`}
          >
            Save
          </button>
        </>
      )}
    </Form>
  );
}
