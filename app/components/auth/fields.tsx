import { useEffect, useId, useRef, useState } from "react";

export const inputClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none " +
  "transition placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "value"> {
  label: string;
  name: string;
  value?: string;
  error?: string;
  hint?: React.ReactNode;
  /** Says '(optional)' in the label: for a field a reader might take for required. */
  optional?: boolean;
}

/** A labelled input whose message is announced and tied to it with aria-describedby. */
export function TextField({ label, name, error, hint, className, optional, ...input }: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      className={className}
      required={input.required}
      optional={optional}
    >
      <input
        id={ids.id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${inputClass} ${error ? "border-red-500" : "border-slate-300"}`}
        // An explicit type: HTML_CodeSniffer reads autocomplete only on inputs that name their type.
        type="text"
        {...input}
      />
    </FieldFrame>
  );
}

/** An e-mail address typed to sign up or to get a code: no capitals or spelling fixes forced on it by a phone. */
export function EmailField(props: Omit<TextFieldProps, "type">) {
  return <TextField type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** The code a mail carries: digits on a phone's keyboard, filled in from the mail where the browser can. */
export function CodeField(props: Omit<TextFieldProps, "type" | "name">) {
  return <TextField name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={10} {...props} />;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, name, error, hint, className, optional, ...input }: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      className={className}
      required={input.required}
      optional={optional}
    >
      <div className="relative">
        <input
          id={ids.id}
          name={name}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={`${inputClass} pr-20 ${error ? "border-red-500" : "border-slate-300"}`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={ids.id}
          className="absolute inset-y-0 right-0 my-1 mr-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {visible ? "Hide" : "Show"}
          <span className="sr-only"> password</span>
        </button>
      </div>
    </FieldFrame>
  );
}

export interface FieldIds {
  id: string;
  errorId: string;
  hintId: string;
  describedBy: string | undefined;
}

/** The input's id and the ids of its hint and error, which aria-describedby names when they show. */
export function useFieldIds(error: string | undefined, hint: React.ReactNode): FieldIds {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return { id, errorId, hintId, describedBy };
}

/**
 * A field's label, the one way every form marks what it needs (issue 44): a required field says '(required)' after
 * its label, outside the <label> and hidden from screen readers, which announce the input's `required` instead (so the
 * field's accessible name stays its name); a field a reader might take for required says '(optional)' in its label.
 */
export function FieldLabel({
  htmlFor,
  label,
  required,
  optional,
}: {
  htmlFor: string;
  label: React.ReactNode;
  required?: boolean;
  optional?: boolean;
}) {
  return (
    <div className="mb-1 text-sm font-medium text-slate-700">
      <label htmlFor={htmlFor}>
        {label}
        {optional && !required ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}

/** '(required)' after a label or a group's legend; hidden from screen readers, which announce `required` themselves. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="font-normal text-slate-600">
      {" "}
      (required)
    </span>
  );
}

/** Label above, hint and error below: the frame every field of the account forms shares. */
export function FieldFrame({
  ids,
  label,
  error,
  hint,
  className,
  required,
  optional,
  children,
}: {
  ids: FieldIds;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  required?: boolean;
  optional?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.id} label={label} required={required} optional={optional} />
      {children}
      {hint ? (
        <p id={ids.hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="mt-1 text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The form-wide error of a failed post, above its form; nothing when there is none. It arrives after a submit at the
 * form's foot: on a phone, a long form's head is out of sight, so the message is brought into view (a screen reader
 * hears it as an alert either way).
 */
export function FormError({ message }: { message: string | null | undefined }) {
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) shown.current?.scrollIntoView({ block: "center" });
  }, [message]);
  return message ? (
    <div ref={shown} className="mb-4">
      <Alert tone="error">{message}</Alert>
    </div>
  ) : null;
}

export function Alert({ tone, children }: { tone: "error" | "success" | "info"; children: React.ReactNode }) {
  const styles = {
    error: "border-red-200 bg-red-50 text-red-800",
    success: "border-green-200 bg-green-50 text-green-800",
    info: "border-brand-100 bg-brand-50 text-brand-700",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg border px-4 py-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}

export function Spinner({ label }: { label?: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" className="h-4 w-4 animate-spin" viewBox="0 0 24 24" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {label ? <span>{label}</span> : null}
    </span>
  );
}

export const primaryButton =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 " +
  "font-semibold text-white shadow-sm transition hover:bg-brand-700 " +
  "disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white " +
  "px-4 py-2.5 font-semibold text-slate-700 transition hover:bg-slate-50 " +
  "disabled:cursor-not-allowed disabled:opacity-60";
