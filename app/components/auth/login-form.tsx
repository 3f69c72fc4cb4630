import { Link } from "react-router";
import { PasswordField, primaryButton, Spinner, TextField } from "./fields";
import type { useZodForm } from "./use-zod-form";
import { ValidatedForm } from "./validated-form";

export type LoginFormState = ReturnType<typeof useZodForm<{ username: string; password: string }>>;

/**
 * The login form's fields: username or e-mail, password, "Remember me", the
 * forgotten-password link and the submit button. It posts to the login
 * action, and before JavaScript as a plain form.
 */
export function LoginForm({
  form,
  returnUrl,
  remember,
  onRememberChange,
  onSubmit,
  submitting,
}: {
  form: LoginFormState;
  returnUrl: string;
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  onSubmit: () => void;
  submitting: boolean;
}) {
  return (
    <ValidatedForm
      form={form}
      id="login-form"
      method="post"
      replace
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Login"
    >
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <TextField
        label="Username or email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field("username")}
      />
      <PasswordField label="Password" autoComplete="current-password" required {...form.field("password")} />
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="inline-flex items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(event) => onRememberChange(event.target.checked)}
            className="h-4 w-4 rounded border-slate-300"
          />
          Remember me
        </label>
        <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <button type="submit" name="intent" value="login" className={primaryButton} disabled={submitting}>
        {submitting ? <Spinner label="Logging in..." /> : "Login"}
      </button>
    </ValidatedForm>
  );
}
