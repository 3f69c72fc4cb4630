import { data, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/register-employer";
import { requestMeta, firstErrors } from "../../core/accounts/browser";
import { COMPANY_SIZES, employerSignupSchema } from "../../core/employers/browser";
import { listCompanyChoices, signUpEmployer } from "../../core/employers";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { answerAppError } from "../lib/app-error.server";
import { AuthCard } from "../components/auth/auth-card";
import { EmailField, FormError, PasswordField, TextField } from "../components/auth/fields";
import { SubmitWithReason } from "../components/auth/submit-with-reason";
import { SignInIllustration } from "../components/auth/illustrations";
import { useHydrated, useZodForm } from "../components/auth/use-zod-form";
import { SelectField, TextAreaField } from "../components/employer/form-controls";
import { ValidatedForm } from "../components/auth/validated-form";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { originFrom, pageMeta } from "../lib/seo";
import { readForm } from "../lib/form.server";
import { getCurrentUser, sessionCookie } from "../lib/session.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `I am hiring | ${PRODUCT_NAME}`,
    description: `Create an employer account and post your startup's jobs on ${PRODUCT_NAME}.`,
    path: "/register/employer",
    origin: originFrom(matches),
  });

/** 'I am hiring': an employer account with its company (create one, or ask to join an existing one). */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getCurrentUser(request)) throw redirect("/dashboard/jobs-list");
  return { companies: await listCompanyChoices() };
}

const fields = [
  "name",
  "email",
  "password",
  "company_choice",
  "company_id",
  "company_name",
  "company_website",
  "company_description",
  "company_city",
  "company_size",
] as const;
type Values = Record<(typeof fields)[number], string>;

/** The labels of the fields, as the disabled button's reason names them (as sign-up's does, decision 198). */
const FIELD_LABELS: Record<(typeof fields)[number], string> = {
  name: "Full name",
  email: "Work email",
  password: "Password",
  company_choice: "Your company",
  company_id: "Existing company",
  company_name: "Company name",
  company_website: "Company website",
  company_city: "City",
  company_size: "Company size",
  company_description: "Short description",
};
type ActionData = { formError?: string; errors?: Record<string, string>; values?: Omit<Values, "password"> };

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const raw = Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? "").slice(0, 3000)])) as Values;
  const { password: _password, ...values } = raw;
  if (!isCsrfValid(request, form)) return data<ActionData>({ formError: CSRF_FAILED_MESSAGE, values }, { status: 403 });
  const parsed = employerSignupSchema.safeParse(raw);
  if (!parsed.success) return data<ActionData>({ errors: firstErrors(parsed.error), values }, { status: 400 });
  try {
    const logo = form.get("logo");
    const logoBytes = logo instanceof File && logo.size > 0 ? Buffer.from(await logo.arrayBuffer()) : null;
    const result = await signUpEmployer(parsed.data, requestMeta(request), { logo: logoBytes });
    if (!result.ok)
      return data<ActionData>({ formError: result.message, errors: result.errors, values }, { status: 409 });
    const next = result.membership === "approved" ? "/dashboard/create-a-job" : "/dashboard/create-a-job?pending=1";
    return redirect(next, { headers: { "Set-Cookie": sessionCookie(request, result.session.token) } });
  } catch (error) {
    return answerAppError<ActionData>(error, (refusal) => ({ formError: refusal.message, values }));
  }
}

export default function RegisterEmployer() {
  const { companies } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const initial: Values = {
    name: "",
    email: "",
    password: "",
    company_choice: "new",
    company_id: "",
    company_name: "",
    company_website: "",
    company_description: "",
    company_city: "",
    company_size: "",
    ...actionData?.values,
  };
  const form = useZodForm(employerSignupSchema, initial, actionData?.errors, "employer-form");
  const joining = form.values.company_choice === "existing";
  const hydrated = useHydrated();
  return (
    <AuthCard
      title="I am hiring"
      subtitle={
        <>
          Looking for a job instead?{" "}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            Create a candidate account
          </Link>
        </>
      }
      illustration={<SignInIllustration />}
    >
      <FormError message={actionData?.formError} />
      <ValidatedForm
        form={form}
        id="employer-form"
        method="post"
        encType="multipart/form-data"
        replace
        aria-label="Create employer account"
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField className="sm:col-span-2" label="Full name" autoComplete="name" required {...form.field("name")} />
        <EmailField label="Work email" required {...form.field("email")} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          {...form.field("password")}
        />
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 block text-sm font-medium text-slate-700">Your company</legend>
          <div className="flex flex-wrap gap-4">
            {(["new", "existing"] as const).map((choice) => (
              <label key={choice} className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="company_choice"
                  value={choice}
                  checked={form.values.company_choice === choice}
                  onChange={() => form.setValue("company_choice", choice)}
                />
                {choice === "new" ? "Create a new company" : "Join an existing company"}
              </label>
            ))}
          </div>
        </fieldset>
        {/* Without JavaScript both parts show; the chosen radio decides which one the server reads. */}
        <SelectField
          className={hydrated && !joining ? "hidden" : "sm:col-span-2"}
          label="Existing company"
          required={joining}
          hint="A member of the company or an admin approves your request."
          placeholder="Choose your company"
          options={companies.map((company) => ({ value: String(company.id), label: company.name }))}
          {...form.field("company_id")}
        />
        <div className={hydrated && joining ? "hidden" : "grid gap-4 sm:col-span-2 sm:grid-cols-2"}>
          <TextField label="Company name" required {...form.field("company_name")} />
          <TextField label="Company website" type="url" required hint="https://…" {...form.field("company_website")} />
          <TextField label="City" {...form.field("company_city")} />
          <SelectField
            label="Company size"
            placeholder="Choose a size"
            options={COMPANY_SIZES}
            {...form.field("company_size")}
          />
          <TextAreaField
            className="sm:col-span-2"
            label="Short description"
            rows={3}
            maxLength={500}
            {...form.field("company_description")}
          />
          <TextField
            className="sm:col-span-2"
            label="Logo"
            name="logo"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            hint="Optional: PNG, JPEG, WebP or SVG, at most 1 MB. You can change it later on the company page."
            error={actionData?.errors?.logo}
          />
        </div>
        <div className="sm:col-span-2">
          <SubmitWithReason
            id="employer-missing"
            label="Create Employer Account"
            busyLabel="Creating account..."
            busy={submitting}
            form={form}
            fields={FIELD_LABELS}
            goal="create your employer account"
          />
        </div>
      </ValidatedForm>
    </AuthCard>
  );
}
