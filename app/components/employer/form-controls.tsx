import { FieldFrame, inputClass, useFieldIds } from "../auth/fields";

interface ControlProps {
  label: string;
  name: string;
  /** Controlled value; or defaultValue for a form the server reads as posted. */
  value?: string;
  defaultValue?: string;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  required?: boolean;
  /** Says '(optional)' in the label (FieldLabel). */
  optional?: boolean;
  onChange?: (event: React.ChangeEvent<HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
}

/** A labelled select in the account forms' frame (label, hint, error and their aria wiring). */
export function SelectField({
  label,
  name,
  value,
  error,
  hint,
  className,
  options,
  placeholder,
  optional,
  ...rest
}: ControlProps & { options: readonly (string | { value: string; label: string })[]; placeholder?: string }) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      className={className}
      required={rest.required}
      optional={optional}
    >
      <select
        id={ids.id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${inputClass} ${error ? "border-red-500" : "border-slate-300"}`}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}

/** A labelled multi-line text input in the same frame. */
export function TextAreaField({
  label,
  name,
  value,
  error,
  hint,
  className,
  rows = 8,
  maxLength,
  optional,
  ...rest
}: ControlProps & { rows?: number; maxLength?: number }) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      className={className}
      required={rest.required}
      optional={optional}
    >
      <textarea
        id={ids.id}
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${inputClass} ${error ? "border-red-500" : "border-slate-300"}`}
        {...rest}
      />
    </FieldFrame>
  );
}
