import type { FocusEvent } from "react";

export interface SearchBoxProps {
  id: string;
  name?: string;
  label: string;
  placeholder?: string;
  defaultValue?: string;
  required?: boolean;
  invalid?: boolean;
  /** id of the element holding the error message, for aria-describedby. */
  describedBy?: string;
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  className?: string;
}

/**
 * The search input used by the hero and the search pages. The search work turns
 * it into an ARIA combobox with suggestions from /api/suggest; the props stay.
 */
export function SearchBox({ id, name = "q", label, placeholder, defaultValue, required, invalid, describedBy, onValueChange, onBlur, className }: SearchBoxProps) {
  return (
    <div className={`relative ${className ?? ""}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        maxLength={200}
        onChange={(event) => onValueChange?.(event.target.value)}
        onBlur={onBlur}
        className="w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
    </div>
  );
}
