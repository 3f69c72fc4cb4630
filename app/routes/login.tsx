import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRouteLoaderData, useSubmit } from "react-router";
import type { Route } from "./+types/login";
import { firstErrors, loginSchema } from "../../core/accounts/accounts.schema";
import { logIn, signInWithGoogle } from "../../core/accounts/auth.service";
import { requestMeta } from "../../core/accounts/request-meta";
import { safeReturnUrl } from "../../core/accounts/return-url";
import { approveByVerifiedDomain } from "../../core/employers/company-membership.service";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { answerAppError } from "../lib/app-error.server";
import { AuthCard } from "../components/auth/auth-card";
import { withConnectionErrors } from "../components/auth/client-errors";
import { Alert, PasswordField, primaryButton, secondaryButton, Spinner, TextField } from "../components/auth/fields";
import { GOOGLE_MESSAGES, GoogleSignIn } from "../components/auth/google-sign-in";
import { SignInIllustration } from "../components/auth/illustrations";
import { useHydrated, useZodForm } from "../components/auth/use-zod-form";
import { ValidatedForm } from "../components/auth/validated-form";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { originFrom, pageMeta } from "../lib/seo";
import { getCurrentUser, sessionCookie } from "../lib/session.server";
import type { RootData } from "../lib/root-data";
import { readForm } from "../lib/form.server";

export const LINKEDIN_MESSAGE = "LinkedIn login is coming soon!";
const SAVED_USERNAME_KEY = "savedUsername";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Login | ${PRODUCT_NAME}`,
    description: `Log in to ${PRODUCT_NAME} to save jobs, get recommendations and manage your candidate profile.`,
    path: "/login",
    origin: originFrom(matches),
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  // A signed-in user has nothing to do here (SPEC §4).
  if (await getCurrentUser(request)) throw redirect("/profile");
  const url = new URL(request.url);
  return {
    returnUrl: safeReturnUrl(url.searchParams.get("returnUrl"), ""),
    message: url.searchParams.get("message")?.trim().slice(0, 300) || null,
  };
}

type ActionData = { formError?: string; info?: string; errors?: Record<string, string>; values?: { username: string } };

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "login");
  const username = String(form.get("username") ?? "").slice(0, 254);
  if (intent === "linkedin") return { info: LINKEDIN_MESSAGE } satisfies ActionData;
  if (!isCsrfValid(request, form)) return data<ActionData>({ formError: CSRF_FAILED_MESSAGE, values: { username } }, { status: 403 });
  const meta = requestMeta(request);
  try {
    if (intent === "google") {
      const credential = String(form.get("credential") ?? "");
      if (credential.split(".").length !== 3) return data<ActionData>({ formError: GOOGLE_MESSAGES.failed }, { status: 400 });
      const result = await signInWithGoogle(credential, meta);
      if (!result.ok) return data<ActionData>({ formError: GOOGLE_MESSAGES.rejected }, { status: 401 });
      // Google verified the address: a request waiting to join a company on that domain is approved now (decision 063).
      await approveByVerifiedDomain(result.user.id);
      return redirect("/profile", { headers: { "Set-Cookie": sessionCookie(request, result.session.token) } });
    }
    const parsed = loginSchema.safeParse({ username, password: form.get("password") ?? "" });
    if (!parsed.success) return data<ActionData>({ errors: firstErrors(parsed.error), values: { username } }, { status: 400 });
    const result = await logIn(parsed.data, meta);
    if (!result.ok) return data<ActionData>({ formError: result.message, values: { username } }, { status: 401 });
    return redirect(safeReturnUrl(form.get("returnUrl")), { headers: { "Set-Cookie": sessionCookie(request, result.session.token) } });
  } catch (error) {
    // Google's refusals (unauthenticated: a token it refused; unavailable: not configured) carry no form values.
    return answerAppError<ActionData>(error, (refusal) => {
      if (refusal.kind === "unauthenticated") return { formError: GOOGLE_MESSAGES.rejected };
      if (refusal.kind === "unavailable") return { formError: refusal.message };
      return { formError: refusal.message, values: { username } };
    });
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withConnectionErrors(serverAction);
}

export default function Login() {
  const { returnUrl, message } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const root = useRouteLoaderData<RootData>("root");
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction?.startsWith("/login");
  const form = useZodForm(loginSchema, { username: actionData?.values?.username ?? "", password: "" }, actionData?.errors, "login-form");
  const [remember, setRemember] = useState(false);
  const [clientMessage, setClientMessage] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const [seenAction, setSeenAction] = useState(actionData);
  if (actionData !== seenAction) {
    // SPEC §4: the password is cleared after a failed attempt.
    setSeenAction(actionData);
    setClientMessage(null);
    if (actionData?.formError) form.setValues((values) => ({ ...values, password: "" }));
  }

  const { setValues } = form;
  useEffect(() => {
    // Remember me keeps the username on this device only.
    const saved = window.localStorage.getItem(SAVED_USERNAME_KEY);
    // A box ticked on a slow connection before the scripts ran is in the DOM, not in state yet.
    const loginForm = document.getElementById("login-form");
    const box = loginForm instanceof HTMLFormElement ? loginForm.elements.namedItem("remember") : null;
    const tickedBeforeHydration = box instanceof HTMLInputElement && box.checked;
    // Reading this device's storage and the pre-hydration DOM can only happen after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved || tickedBeforeHydration) setRemember(true);
    if (saved) setValues((values) => (values.username ? values : { ...values, username: saved }));
  }, [setValues]);

  const rememberOnSubmit = () => {
    if (remember) window.localStorage.setItem(SAVED_USERNAME_KEY, form.values.username.trim());
    else window.localStorage.removeItem(SAVED_USERNAME_KEY);
  };

  const notice = clientMessage ?? (actionData?.formError ? { tone: "error" as const, text: actionData.formError } : actionData?.info ? { tone: "info" as const, text: actionData.info } : null);

  return (
    <AuthCard
      title="Welcome back"
      subtitle={
        <>
          Log in to save jobs and get recommendations. New here?{" "}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
      illustration={<SignInIllustration />}
    >
      {message ? (
        <div className="mb-4">
          <Alert tone="info">{message}</Alert>
        </div>
      ) : null}
      {notice ? (
        <div className="mb-4" data-testid="login-message">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}
      <ValidatedForm form={form} id="login-form" method="post" replace onSubmit={rememberOnSubmit} className="space-y-4" aria-label="Login">
        <input type="hidden" name="returnUrl" value={returnUrl} />
        <TextField label="Username or email" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...form.field("username")} />
        <PasswordField label="Password" autoComplete="current-password" required {...form.field("password")} />
        <div className="flex items-center justify-between gap-4 text-sm">
          <label className="inline-flex items-center gap-2 text-slate-700">
            <input type="checkbox" name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} className="h-4 w-4 rounded border-slate-300" />
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

      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        or continue with
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {root?.googleClientId && hydrated ? (
          <GoogleSignIn
            clientId={root.googleClientId}
            nonce={root.cspNonce}
            onCredential={(credential) => submit({ intent: "google", credential, csrf: root.csrfToken }, { method: "post", replace: true })}
            onError={(text) => setClientMessage({ tone: "error", text })}
          />
        ) : null}
        <Form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            setClientMessage({ tone: "info", text: LINKEDIN_MESSAGE });
          }}
        >
          <input type="hidden" name="intent" value="linkedin" />
          <button type="submit" className={secondaryButton}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="#0a66c2">
              <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
            </svg>
            LinkedIn
          </button>
        </Form>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account?{" "}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
