import { EXPERIENCE_OPTIONS } from "../../../core/profiles/browser";

const selectClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/**
 * The profile's "Years of experience" select (the bands of EXPERIENCE_OPTIONS),
 * wired to the form like a TextField: value, change, blur and its error shown
 * under it.
 */
export function ExperienceSelect({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  onBlur: () => void;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor="profile-yoexp" className="mb-1 block text-sm font-medium text-slate-700">
        Years of experience
      </label>
      <select
        id="profile-yoexp"
        name="yoexp"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "profile-yoexp-error" : undefined}
        className={`${selectClass} ${error ? "border-red-500" : "border-slate-300"}`}
      >
        <option value="">Select years of experience</option>
        {EXPERIENCE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id="profile-yoexp-error" className="mt-1 text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
