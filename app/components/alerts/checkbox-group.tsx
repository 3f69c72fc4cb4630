import type { ReactNode } from "react";

export interface CheckboxChoice {
  value: string;
  label: string;
}

/** More choices than this scroll inside their box, so that a long list (places, categories) stays a screen's part. */
const SCROLL_PAST = 8;

/**
 * A fieldset of checkboxes sharing one name: one of the alert form's lists (places, categories, job types, levels,
 * pay bands). Checkboxes rather than a native multi-select, which on a phone opens a picker that hides what is chosen
 * and on a desktop needs Ctrl to choose two. A value the alert holds that is no longer offered stays, ticked, so that
 * saving keeps it. `after`: choices of their own below the list (Remote after the places, an older minimum salary).
 */
export function CheckboxGroup({
  name,
  legend,
  choices,
  chosen,
  after,
}: {
  name: string;
  legend: string;
  choices: readonly CheckboxChoice[];
  chosen: readonly string[];
  after?: ReactNode;
}) {
  const offered = new Set(choices.map((choice) => choice.value));
  const all = [...choices, ...chosen.filter((value) => !offered.has(value)).map((value) => ({ value, label: value }))];
  const scrolls = all.length > SCROLL_PAST;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div
        className={
          scrolls ? "mt-1 max-h-48 overflow-y-auto rounded-lg border border-slate-300 bg-white px-3 py-1" : "mt-1"
        }
      >
        {all.map((choice) => (
          <Checkbox
            key={choice.value}
            name={name}
            value={choice.value}
            label={choice.label}
            checked={chosen.includes(choice.value)}
          />
        ))}
      </div>
      {/* In line with the choices above, inside their box's padding when it scrolls. */}
      {after ? <div className={scrolls ? "mt-1 px-3" : undefined}>{after}</div> : null}
    </fieldset>
  );
}

/** One choice: the whole row is its label (no id needed), tall enough to tap on a phone. */
export function Checkbox({
  name,
  value,
  label,
  checked,
}: {
  name: string;
  value: string | number;
  label: ReactNode;
  checked: boolean;
}) {
  return (
    <label className="flex min-h-8 items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="h-4 w-4 shrink-0" />
      {label}
    </label>
  );
}
