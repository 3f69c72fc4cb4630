import { useState } from "react";
import {
  data,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
  useSubmit,
} from "react-router";
import type { Route } from "./+types/login";
import { firstErrors, loginSchema, requestMeta, safeReturnUrl } from "../../core/accounts/browser";
import { logIn, signInWithGoogle } from "../../core/accounts";
import { approveByVerifiedDomain } from "../../core/employers";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { answerAppError } from "../lib/app-error.server";
import { AuthCard } from "../components/auth/auth-card";
import { withConnectionErrors } from "../components/auth/client-errors";
import { Alert } from "../components/auth/fields";
import { GOOGLE_MESSAGES } from "../components/auth/google-sign-in";
import { SignInIllustration } from "../components/auth/illustrations";
import { LoginForm } from "../components/auth/login-form";
import { LINKEDIN_MESSAGE, SocialSignIn } from "../components/auth/social-sign-in";
import { useRememberedUsername } from "../components/auth/use-remembered-username";
import { useHydrated, useZodForm } from "../components/auth/use-zod-form";
import { CSRF_FAILED_MESSAGE, isCsrfValid } from "../lib/csrf.server";
import { originFrom, pageMeta } from "../lib/seo";
import { getCurrentUser, sessionCookie } from "../lib/session.server";
import type { RootData } from "../lib/root-data";
import { readForm } from "../lib/form.server";

export { LINKEDIN_MESSAGE };

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
  if (!isCsrfValid(request, form))
    return data<ActionData>({ formError: CSRF_FAILED_MESSAGE, values: { username } }, { status: 403 });
  const meta = requestMeta(request);
  try {
    if (intent === "google") {
      const credential = String(form.get("credential") ?? "");
      if (credential.split(".").length !== 3)
        return data<ActionData>({ formError: GOOGLE_MESSAGES.failed }, { status: 400 });
      const result = await signInWithGoogle(credential, meta);
      if (!result.ok) return data<ActionData>({ formError: GOOGLE_MESSAGES.rejected }, { status: 401 });
      // Google verified the address: a request waiting to join a company on that domain is approved now (decision 063).
      await approveByVerifiedDomain(result.user.id);
      return redirect("/profile", { headers: { "Set-Cookie": sessionCookie(request, result.session.token) } });
    }
    const parsed = loginSchema.safeParse({ username, password: form.get("password") ?? "" });
    if (!parsed.success)
      return data<ActionData>({ errors: firstErrors(parsed.error), values: { username } }, { status: 400 });
    const result = await logIn(parsed.data, meta);
    if (!result.ok) return data<ActionData>({ formError: result.message, values: { username } }, { status: 401 });
    return redirect(safeReturnUrl(form.get("returnUrl")), {
      headers: { "Set-Cookie": sessionCookie(request, result.session.token) },
    });
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

/**
 * The login page (SPEC §4): the username-or-e-mail form, Google and LinkedIn
 * below it. The pieces are in components/auth: login-form.tsx (the fields),
 * social-sign-in.tsx (Google, LinkedIn), use-remembered-username.ts.
 */
export default function Login() {
  const { returnUrl, message } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const root = useRouteLoaderData<RootData>("root");
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const submitting =
    navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction?.startsWith("/login");
  const form = useZodForm(
    loginSchema,
    { username: actionData?.values?.username ?? "", password: "" },
    actionData?.errors,
    "login-form",
  );
  const { remember, setRemember, rememberOnSubmit } = useRememberedUsername(
    "login-form",
    form.values.username,
    form.setValues,
  );
  const [clientMessage, setClientMessage] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const [seenAction, setSeenAction] = useState(actionData);
  if (actionData !== seenAction) {
    // SPEC §4: the password is cleared after a failed attempt.
    setSeenAction(actionData);
    setClientMessage(null);
    if (actionData?.formError) form.clearField("password");
  }

  const notice =
    clientMessage ??
    (actionData?.formError
      ? { tone: "error" as const, text: actionData.formError }
      : actionData?.info
        ? { tone: "info" as const, text: actionData.info }
        : null);
  const google =
    root?.googleClientId && hydrated
      ? {
          clientId: root.googleClientId,
          nonce: root.cspNonce,
          onCredential: (credential: string) =>
            submit({ intent: "google", credential, csrf: root.csrfToken }, { method: "post", replace: true }),
        }
      : null;

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
      <LoginForm
        form={form}
        returnUrl={returnUrl}
        remember={remember}
        onRememberChange={setRemember}
        onSubmit={rememberOnSubmit}
        submitting={Boolean(submitting)}
      />
      <SocialSignIn google={google} onNotice={setClientMessage} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account?{" "}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
