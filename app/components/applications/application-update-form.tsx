import { Form } from "react-router";
import type { ApplicationView } from "../../../core/applications";
import {
  STATUS_LABELS,
  TRACKER_STATUSES,
  NEXT_STEP_MAX,
  NEXT_STEP_MIN,
  NOTE_MAX_LENGTH,
} from "../../../core/applications/browser";
import { CsrfField } from "../../lib/csrf";

const field =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";

/**
 * Update or remove one application: status, next-step date, private note and reminder. A plain form
 * (works without JavaScript); `errors` are the refused fields of this application's last update.
 */
export function ApplicationUpdateForm({ item, errors }: { item: ApplicationView; errors: Record<string, string> }) {
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="title" value={item.jobTitle} />
      {/* Labelled by reference, not by wrapping: a label around a select takes the options' text into its name. */}
      <div className="text-sm font-medium text-slate-700">
        <label htmlFor={`application-${item.id}-status`}>Status</label>
        <select
          id={`application-${item.id}-status`}
          name="status"
          defaultValue={item.status}
          className={field}
          aria-invalid={errors.status ? true : undefined}
        >
          {TRACKER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <label className="text-sm font-medium text-slate-700">
        Next step
        <input
          type="date"
          name="nextStep"
          min={NEXT_STEP_MIN}
          max={NEXT_STEP_MAX}
          defaultValue={item.nextStep ?? ""}
          className={field}
          aria-invalid={errors.nextStep ? true : undefined}
          aria-describedby={errors.nextStep ? `application-${item.id}-next-error` : undefined}
        />
        {errors.nextStep ? (
          <span id={`application-${item.id}-next-error`} className="mt-1 block text-xs text-rose-700">
            {errors.nextStep}
          </span>
        ) : null}
      </label>
      <label className="text-sm font-medium text-slate-700 sm:col-span-2">
        Private note
        <textarea
          name="note"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          defaultValue={item.note}
          className={field}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `application-${item.id}-note-error` : undefined}
        />
        {errors.note ? (
          <span id={`application-${item.id}-note-error`} className="mt-1 block text-xs text-rose-700">
            {errors.note}
          </span>
        ) : null}
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
        <input
          type="checkbox"
          name="remind"
          defaultChecked={item.remind}
          className="h-4 w-4 rounded border-slate-300"
        />
        E-mail me a reminder on the next-step date
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button
          type="submit"
          name="intent"
          value="save"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Save
        </button>
        <button
          type="submit"
          name="intent"
          value="delete"
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-rose-500 hover:text-rose-700"
        >
          Remove
        </button>
      </div>
    </Form>
  );
}
