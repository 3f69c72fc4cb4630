import { Form, type FormProps } from "react-router";
import { CsrfField } from "../../lib/csrf";

/**
 * A reset step's form, checked in the browser only when its main intent submits it: the step's other buttons (Back,
 * Resend) post without the check. While invalid, the submit is stopped and every field shows its message.
 */
export function IntentForm({
  intent,
  form,
  children,
  ...props
}: Omit<FormProps, "noValidate" | "onSubmit"> & { intent: string; form: { isValid: boolean; touchAll: () => void } }) {
  return (
    <Form
      {...props}
      method="post"
      noValidate
      onSubmit={(event) => {
        const submitted = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
        if (submitted === intent && !form.isValid) {
          event.preventDefault();
          form.touchAll();
        }
      }}
    >
      <CsrfField />
      {children}
    </Form>
  );
}
