import { Form, Link } from "react-router";
import type { FilterOption } from "../../../core/alerts";
import {
  FREQUENCY_LABELS,
  REMOTE_LOCATION,
  type AlertFrequency,
  type AlertQuery,
  type AlertStatus,
} from "../../../core/alerts/browser";
import { EXPERIENCE_LEVELS, JOB_TYPES } from "../../../core/shared/constants";
import { DECLARED_FACETS } from "../../../core/search/browser";
import { CsrfField } from "../../lib/csrf";
import { FieldLabel } from "../auth/fields";
import { FrequencyField } from "./frequency-field";
import { PayBandsField } from "./pay-bands-field";
import { Checkbox, CheckboxGroup } from "./checkbox-group";
import { BoardDate } from "../../lib/reader-time";

export interface ManagedAlert {
  id: number;
  name: string;
  query: AlertQuery;
  search: string;
  frequency: AlertFrequency;
  status: AlertStatus;
  lastSentAt: string | null;
  lastFailure: { at: string } | null;
  matchedLastWeek: number;
}

const STATUS_LABELS: Record<AlertStatus, string> = {
  pending: "Waiting for confirmation",
  active: "Active",
  paused: "Paused",
};
const field = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

/** Hidden fields every form of the list carries: the guest's signed link, or the signed-in user's CSRF token. */
function Auth({ token }: { token?: string }) {
  return token ? <input type="hidden" name="token" value={token} /> : <CsrfField />;
}

/** The board's places, most jobs first (as the location boxes suggest them), then Remote as its own choice. */
function LocationsField({ places, chosen }: { places: FilterOption[]; chosen: string[] }) {
  return (
    <CheckboxGroup
      name="location"
      legend="Locations"
      choices={places}
      chosen={chosen.filter((value) => value !== REMOTE_LOCATION)}
      after={
        <Checkbox name="location" value={REMOTE_LOCATION} label="Remote" checked={chosen.includes(REMOTE_LOCATION)} />
      }
    />
  );
}

/**
 * The saved search's parts the edit form does not show (the company, the posted window, the place box's text, the
 * sort and the startup filters), carried as they are so that saving the name or the pay keeps them.
 */
function KeptFields({ query }: { query: AlertQuery }) {
  const single = { company: query.company, posted: query.posted, where: query.where, sort: query.sort };
  const listed = DECLARED_FACETS.filter((facet) => facet.name !== "lpa").flatMap((facet) =>
    (query[facet.name] ?? []).map((value) => [facet.name, value] as const),
  );
  return (
    <>
      {Object.entries(single).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {listed.map(([name, value]) => (
        <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function EditForm({
  alert,
  options,
  token,
}: {
  alert: ManagedAlert;
  options: { categories: FilterOption[]; locations: FilterOption[] };
  token?: string;
}) {
  const id = (name: string) => `alert-${alert.id}-${name}`;
  const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
      <Auth token={token} />
      <input type="hidden" name="id" value={alert.id} />
      <KeptFields query={alert.query} />
      <div>
        <FieldLabel htmlFor={id("name")} label="Name" required />
        <input id={id("name")} name="name" defaultValue={alert.name} required maxLength={120} className={field} />
      </div>
      <div>
        <label htmlFor={id("q")} className="text-sm font-medium text-slate-700">
          Search words
        </label>
        <input id={id("q")} name="q" defaultValue={alert.query.q} maxLength={200} className={field} />
      </div>
      <CheckboxGroup name="category" legend="Categories" choices={options.categories} chosen={alert.query.category} />
      <LocationsField places={options.locations} chosen={alert.query.location} />
      {/* Remote work is offered once, among the places, as the search's panel offers it once (decision 198); an
          alert that chose the older 'Remote' job type keeps it, ticked. */}
      <CheckboxGroup
        name="type"
        legend="Job types"
        choices={plain(JOB_TYPES.filter((type) => type !== "Remote"))}
        chosen={alert.query.type}
      />
      <CheckboxGroup name="level" legend="Experience" choices={plain(EXPERIENCE_LEVELS)} chosen={alert.query.level} />
      <PayBandsField chosen={alert.query.lpa ?? []} minSalary={alert.query.minSalary} />
      <FrequencyField id={id("frequency")} defaultValue={alert.frequency} selectClassName={field} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          name="intent"
          value="save"
          className="rounded-lg bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Save changes
        </button>
      </div>
    </Form>
  );
}

/** My alerts: each alert with its counts, pause or resume, delete, and an edit form (a details element: no script needed). */
export function AlertManager({
  alerts,
  options,
  token,
  result,
}: {
  alerts: ManagedAlert[];
  options: { categories: FilterOption[]; locations: FilterOption[] };
  token?: string;
  result?: { ok: boolean; message: string };
}) {
  return (
    <div>
      <p
        role="status"
        className={`min-h-6 text-sm font-medium ${result ? (result.ok ? "text-emerald-700" : "text-rose-700") : ""}`}
      >
        {result?.message ?? ""}
      </p>
      {alerts.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          No alerts yet. On any search results, category or company page, use ‘Email me new jobs like these’.
        </p>
      ) : (
        <ul className="mt-2 space-y-4">
          {alerts.map((alert) => (
            <li key={alert.id}>
              <article
                aria-labelledby={`alert-${alert.id}-title`}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <h2 id={`alert-${alert.id}-title`} className="break-words text-lg font-semibold text-slate-900">
                  {alert.name}
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  {FREQUENCY_LABELS[alert.frequency]} · {STATUS_LABELS[alert.status]} · {alert.matchedLastWeek}{" "}
                  {alert.matchedLastWeek === 1 ? "job" : "jobs"} matched in the last 7 days
                  {alert.lastSentAt ? (
                    <>
                      {" "}
                      · last e-mail <BoardDate iso={alert.lastSentAt} />
                    </>
                  ) : (
                    ""
                  )}
                </p>
                {alert.lastFailure ? (
                  <p className="mt-1 text-sm text-rose-700">
                    The e-mail of <BoardDate iso={alert.lastFailure.at} /> could not be delivered.
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <Link
                    to={
                      alert.query.company
                        ? `/jobs/${encodeURIComponent(alert.query.company)}`
                        : `/search/job?${alert.search}`
                    }
                    className="text-sm font-medium text-brand-700 underline"
                  >
                    See matching jobs<span className="sr-only"> for {alert.name}</span>
                  </Link>
                  {alert.status !== "pending" ? (
                    <Form method="post">
                      <Auth token={token} />
                      <input type="hidden" name="id" value={alert.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={alert.status === "paused" ? "resume" : "pause"}
                        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700"
                      >
                        {alert.status === "paused" ? "Resume" : "Pause"}
                        <span className="sr-only"> {alert.name}</span>
                      </button>
                    </Form>
                  ) : null}
                  <Form method="post">
                    <Auth token={token} />
                    <input type="hidden" name="id" value={alert.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className="rounded-lg border border-rose-300 px-3 py-1.5 text-sm font-medium text-rose-700"
                    >
                      Delete<span className="sr-only"> {alert.name}</span>
                    </button>
                  </Form>
                </div>
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                    Edit<span className="sr-only"> {alert.name}</span>
                  </summary>
                  <EditForm alert={alert} options={options} token={token} />
                </details>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
