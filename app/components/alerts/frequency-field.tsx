import { ALERT_FREQUENCIES, FREQUENCY_LABELS, type AlertFrequency } from "../../../core/alerts/browser";

/** 'How often': daily, weekly or as jobs appear; one field for the sign-up form and the edit form. */
export function FrequencyField({
  id,
  defaultValue,
  className,
  selectClassName,
}: {
  id: string;
  defaultValue: AlertFrequency;
  className?: string;
  selectClassName: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        How often
      </label>
      <select id={id} name="frequency" defaultValue={defaultValue} className={selectClassName}>
        {ALERT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {FREQUENCY_LABELS[frequency]}
          </option>
        ))}
      </select>
    </div>
  );
}
