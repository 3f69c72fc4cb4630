import { DisabledReason, disabledReason } from "./disabled-reason";
import { primaryButton, Spinner } from "./fields";
import { useHydrated } from "./use-zod-form";

/** What SubmitWithReason reads of a form checked by useZodForm. */
interface CheckedForm {
  clientErrors: Record<string, string>;
  values: Record<string, string>;
  isValid: boolean;
}

/**
 * A form's main submit, disabled while the form is invalid or sending (SPEC §5), with the reason beside it (issue 44,
 * decision 178) named by its aria-describedby: the `fields` (name to label) still empty or wrong, to reach `goal`
 * ('create your account'). Before the scripts run (or without them) it stays enabled, and the server's messages say
 * what is wrong. `intent`, when given, is the button's name=intent value.
 */
export function SubmitWithReason({
  id,
  label,
  busyLabel,
  busy,
  form,
  fields,
  goal,
  intent,
}: {
  id: string;
  label: string;
  busyLabel: string;
  busy: boolean;
  form: CheckedForm;
  fields: Record<string, string>;
  goal: string;
  intent?: string;
}) {
  const hydrated = useHydrated();
  const reason = hydrated && !busy ? disabledReason(form.clientErrors, form.values, fields, goal) : null;
  return (
    <div>
      <button
        type="submit"
        name={intent ? "intent" : undefined}
        value={intent}
        className={primaryButton}
        disabled={busy || (hydrated && !form.isValid)}
        aria-describedby={reason ? id : undefined}
      >
        {busy ? <Spinner label={busyLabel} /> : label}
      </button>
      <DisabledReason id={id} reason={reason} />
    </div>
  );
}
