import { DisabledReason } from "./disabled-reason";
import { primaryButton, Spinner } from "./fields";

/**
 * A form's main submit, disabled while the form is invalid or sending (SPEC §5), with the reason beside it (issue 44,
 * decision 178) named by its aria-describedby. `intent`, when given, is the button's name=intent value.
 */
export function SubmitWithReason({
  id,
  label,
  busyLabel,
  busy,
  invalid,
  reason,
  intent,
}: {
  id: string;
  label: string;
  busyLabel: string;
  busy: boolean;
  invalid: boolean;
  reason: string | null;
  intent?: string;
}) {
  return (
    <div>
      <button
        type="submit"
        name={intent ? "intent" : undefined}
        value={intent}
        className={primaryButton}
        disabled={busy || invalid}
        aria-describedby={reason ? id : undefined}
      >
        {busy ? <Spinner label={busyLabel} /> : label}
      </button>
      <DisabledReason id={id} reason={reason} />
    </div>
  );
}
