import { groupDigits } from "../../core/shared/number-text";

export interface PlaceChoice {
  value: string;
  label: string;
  count: number;
}

interface PlaceBoxProps {
  id: string;
  /** The board's places with their open jobs (placeChoices in core/search/search.service.ts). */
  choices: PlaceChoice[];
  defaultValue?: string;
  /** The form it belongs to, when it does not sit inside it. */
  form?: string;
  className?: string;
}

/**
 * The location box beside the keyword box: a labelled text field named `where`, whose suggestions are the board's
 * cities with their job counts, as a native <datalist> (keyboard and screen readers get the browser's own list, and
 * it needs no JavaScript). Any name of a city works (Bangalore, Gurgaon); 'Remote' is one of the choices.
 */
export function PlaceBox({ id, choices, defaultValue, form, className }: PlaceBoxProps) {
  const listId = `${id}-places`;
  return (
    <div className={`relative ${className ?? ""}`}>
      <label htmlFor={id} className="sr-only">
        Location: a city, or remote
      </label>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400"
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
      </span>
      <input
        id={id}
        name="where"
        type="text"
        list={listId}
        form={form}
        defaultValue={defaultValue}
        placeholder="City, or remote"
        autoComplete="off"
        maxLength={100}
        enterKeyHint="search"
        className={
          "w-full rounded-lg border border-slate-300 bg-white py-3 pl-10 pr-4 text-base " +
          "text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 " +
          "focus:outline-none focus:ring-2 focus:ring-brand-100"
        }
      />
      <datalist id={listId}>
        {choices.map((choice) => (
          <option
            key={choice.value}
            value={choice.label}
            label={`${choice.label} (${groupDigits(choice.count)} ${choice.count === 1 ? "job" : "jobs"})`}
          />
        ))}
      </datalist>
    </div>
  );
}
