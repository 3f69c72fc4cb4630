import { Form, type FormProps } from "react-router";
import { CsrfField } from "../../lib/csrf";

/** What ValidatedForm needs from useZodForm. */
interface CheckedValues {
  isValid: boolean;
  touchAll: () => void;
}

/**
 * A form checked in the browser with the same Zod schema its action uses (useZodForm): while a
 * field is invalid the submit is stopped and every field shows its message. Without JavaScript it
 * is a plain post that the server checks. Carries the CSRF token. `onSubmit` runs for a valid submit.
 */
export function ValidatedForm({
  form,
  onSubmit,
  children,
  ...props
}: Omit<FormProps, "noValidate"> & { form: CheckedValues }) {
  return (
    <Form
      {...props}
      noValidate
      onSubmit={(event) => {
        if (!form.isValid) {
          event.preventDefault();
          form.touchAll();
          return;
        }
        onSubmit?.(event);
      }}
    >
      <CsrfField />
      {children}
    </Form>
  );
}
