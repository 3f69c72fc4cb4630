import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { z } from "zod";

const subscribe = () => () => {};
/** False during server rendering and hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

type Values = Record<string, string>;

/**
 * Client-side validation with the same Zod schema the action uses. A field's
 * message shows once it has been touched (blurred or edited) or after a submit
 * attempt; until then the server's message (from a no-JS post) shows.
 */
export function useZodForm<V extends Values>(
  schema: z.ZodType,
  initial: V,
  serverErrors?: Record<string, string> | null,
  formId?: string,
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [editedSinceServer, setEdited] = useState<Record<string, boolean>>({});
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  const initialValues = useRef(initial);

  useEffect(() => {
    // Whatever was typed before the scripts loaded is in the DOM, not in state yet: take it over once.
    const element = formId ? document.getElementById(formId) : null;
    if (!(element instanceof HTMLFormElement)) return;
    const typed: Record<string, string> = {};
    for (const [name, start] of Object.entries(initialValues.current)) {
      const input = element.elements.namedItem(name);
      if (
        input instanceof HTMLInputElement ||
        input instanceof HTMLSelectElement ||
        input instanceof HTMLTextAreaElement
      ) {
        if (input.value !== "" && input.value !== start) typed[name] = input.value;
      }
    }
    if (Object.keys(typed).length === 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one sync from the DOM right after hydration
    setValues((current) => ({ ...current, ...typed }));
    setTouched((current) => ({ ...current, ...Object.fromEntries(Object.keys(typed).map((name) => [name, true])) }));
  }, [formId]);
  if (serverErrors !== lastServerErrors) {
    // A new answer from the server: its messages show again until the field changes.
    setLastServerErrors(serverErrors);
    setEdited({});
  }

  const clientErrors = useMemo(() => {
    const result = schema.safeParse(values);
    const errors: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path.join(".") || "_";
        errors[key] ??= issue.message;
      }
    }
    return errors;
  }, [schema, values]);

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
    setEdited((current) => (current[name] ? current : { ...current, [name]: true }));
  }, []);
  const touch = useCallback(
    (name: string) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    [],
  );
  /**
   * Empties a field the app cleared itself (a password after a failed sign-in): untouched again, so that it does not
   * say "required" of a value the person did type.
   */
  const clearField = useCallback((name: keyof V & string) => {
    setValues((current) => ({ ...current, [name]: "" }));
    setTouched((current) => ({ ...current, [name]: false }));
  }, []);
  const touchAll = useCallback(
    () => setTouched(Object.fromEntries(Object.keys(initial).map((key) => [key, true]))),
    [initial],
  );

  const errorFor = (name: keyof V & string): string | undefined => {
    if (touched[name] && clientErrors[name]) return clientErrors[name];
    if (!editedSinceServer[name] && serverErrors?.[name]) return serverErrors[name];
    return undefined;
  };

  /** Props for an input: value, change and blur handlers, the error and its aria wiring. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name] ?? "",
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
    onBlur: () => touch(name),
    error: errorFor(name),
  });

  return {
    values,
    setValue,
    setValues,
    clearField,
    touchAll,
    field,
    errorFor,
    isValid: Object.keys(clientErrors).length === 0,
    clientErrors,
  };
}
