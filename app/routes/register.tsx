import { data, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { firstErrors, registerSchema, requestMeta } from "../../core/accounts/browser";
import { signUp } from "../../core/accounts";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { answerAppError } from "../lib/app-error.server";
import { AuthCard } from "../components/auth/auth-card";
import { withConnectionErrors } from "../components/auth/client-errors";
import { EmailField, FormError, PasswordField, TextField } from "../components/auth/fields";
import { SignInIllustration } from "../components/auth/illustrations";
import { useZodForm } from "../components/auth/use-zod-form";
import { ValidatedForm } from "../components/auth/validated-form";
import { SubmitWithReason } from "../components/auth/submit-with-reason";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { originFrom, pageMeta } from "../lib/seo";
import { getCurrentUser, sessionCookie } from "../lib/session.server";
import { readForm } from "../lib/form.server";

export const REGISTRATION_FAILED = "Registration failed. Please try again.";
export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Register | ${PRODUCT_NAME}`,
    description: `Create your free ${PRODUCT_NAME} account: a candidate profile, saved jobs and recommendations from startups.`,
    path: "/register",
    origin: originFrom(matches),
  });

export async function loader({ request }: Route.LoaderArgs) {
  if (await getCurrentUser(request)) throw redirect("/profile");
  return null;
}

/** The labels of the fields, as the disabled button's reason names them. */
const FIELD_LABELS: Record<string, string> = {
  name: "Full name",
  email: "Email",
  username: "Username",
  password: "Password",
  phone: "Phone",
  yoexp: "Years of experience",
  desiredjobtitle: "Desired job title",
  industry: "Preferred industry",
  skills: "Skills",
};

const fields = [
  "name",
  "email",
  "username",
  "password",
  "phone",
  "desiredjobtitle",
  "yoexp",
  "industry",
  "skills",
] as const;
type Values = Record<(typeof fields)[number], string>;
type ActionData = { formError?: string; errors?: Record<string, string>; values?: Omit<Values, "password"> };

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const raw = Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? "").slice(0, 1000)])) as Values;
  const { password: _password, ...values } = raw;
  if (!isCsrfValid(request, form)) return data<ActionData>({ formError: CSRF_FAILED_MESSAGE, values }, { status: 403 });
  const parsed = registerSchema.safeParse(raw);
  if (!parsed.success) return data<ActionData>({ errors: firstErrors(parsed.error), values }, { status: 400 });
  try {
    const result = await signUp(parsed.data, requestMeta(request));
    if (!result.ok)
      return data<ActionData>(
        { formError: result.message || REGISTRATION_FAILED, errors: result.errors, values },
        { status: 409 },
      );
    // SPEC §4: registration signs the user in and opens the profile.
    return redirect("/profile", { headers: { "Set-Cookie": sessionCookie(request, result.session.token) } });
  } catch (error) {
    return answerAppError<ActionData>(error, (refusal) => ({ formError: refusal.message, values }));
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withConnectionErrors(serverAction, { unexpected: SOMETHING_WENT_WRONG });
}

export default function Register() {
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction?.startsWith("/register");
  const initial: Values = {
    name: "",
    email: "",
    username: "",
    password: "",
    phone: "",
    desiredjobtitle: "",
    yoexp: "",
    industry: "",
    skills: "",
    ...actionData?.values,
  };
  const form = useZodForm(registerSchema, initial, actionData?.errors, "register-form");

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
          <br />
          Hiring?{" "}
          <Link to="/register/employer" className="font-semibold text-brand-700 hover:underline">
            I am hiring
          </Link>
        </>
      }
      illustration={<SignInIllustration />}
    >
      <FormError message={actionData?.formError} />
      <ValidatedForm
        form={form}
        id="register-form"
        method="post"
        replace
        aria-label="Create account"
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField className="sm:col-span-2" label="Full name" autoComplete="name" required {...form.field("name")} />
        <EmailField label="Email" required {...form.field("email")} />
        <TextField
          label="Username"
          optional
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="Log in with it or your email."
          {...form.field("username")}
        />
        <PasswordField
          className="sm:col-span-2"
          label="Password"
          autoComplete="new-password"
          required
          hint="At least 8 characters; mix letters, numbers and symbols."
          {...form.field("password")}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" required {...form.field("phone")} />
        <TextField
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          step={1}
          required
          {...form.field("yoexp")}
        />
        <TextField
          label="Desired job title"
          autoComplete="organization-title"
          required
          {...form.field("desiredjobtitle")}
        />
        <TextField label="Preferred industry" required {...form.field("industry")} />
        <TextField
          className="sm:col-span-2"
          label="Skills"
          required
          hint="Separate skills with commas, e.g. React, Node.js, SQL"
          {...form.field("skills")}
        />
        <div className="sm:col-span-2">
          <SubmitWithReason
            id="register-missing"
            label="Create Account"
            busyLabel="Creating account..."
            busy={Boolean(submitting)}
            form={form}
            fields={FIELD_LABELS}
            goal="create your account"
          />
          <p className="mt-4 text-center text-sm text-slate-600">
            Already have an account?{" "}
            <Link to="/login" className="font-semibold text-brand-700 hover:underline">
              Log in
            </Link>
          </p>
        </div>
      </ValidatedForm>
    </AuthCard>
  );
}
