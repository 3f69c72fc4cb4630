import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { EMPLOYER_NOTICES } from "../../core/accounts/browser";
import { FREQUENCY_LABELS } from "../../core/alerts/browser";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { PRIVACY_RULES } from "../../core/shared/privacy-rules";
import { Alert, PasswordField, primaryButton, secondaryButton, TextField } from "../components/auth/fields";
import { PasswordOrCodeField, SendCodeForm } from "../components/settings/account-proof";
import { CsrfField } from "../lib/csrf";
import { settingsAction, settingsLoader, type ActionData, type Section } from "../lib/settings.server";
import { useMomentText } from "../lib/reader-time";

export const meta: Route.MetaFunction = () => [{ title: `Settings | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

/** /settings (issue 28, decision 110): password, e-mail, proof of e-mail, sessions, mail, download and deletion. */
export const loader = ({ request }: Route.LoaderArgs) => settingsLoader(request);
export const action = ({ request }: Route.ActionArgs) => settingsAction(request);

function Outcome({ result, section }: { result: ActionData | undefined; section: Section }) {
  if (!result || result.section !== section) return null;
  if (result.done) return <Alert tone="success">{result.done}</Alert>;
  if (result.formError) return <Alert tone="error">{result.formError}</Alert>;
  return null;
}

const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const h2 = "text-lg font-semibold text-slate-900";

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { account, sessions, alerts, pendingEmail, postsJobs } = loaderData;
  const when = useMomentText();
  const result = actionData as ActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const errors = (section: Section) => (result?.section === section ? (result.errors ?? {}) : {});
  const codeHint = `${account.email} gets a 6-digit code (it works for 30 minutes).`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6" aria-busy={busy}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Settings</h1>
      <p className="mt-2 text-slate-600">Your account, where it is signed in, the mail it gets, and your data.</p>

      {!account.emailProved ? (
        <section aria-labelledby="proof-heading" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <h2 id="proof-heading" className="font-semibold text-amber-900">Please prove your e-mail address</h2>
          <p className="mt-1 text-sm text-amber-900">We have not yet checked that {account.email} is yours. A code we send there proves it.</p>
          <div className="mt-3 space-y-3">
            <Outcome result={result} section="proof" />
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <CsrfField />
              <button type="submit" name="intent" value="proof-send" className={secondaryButton} disabled={busy}>
                Send me a code
              </button>
            </Form>
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <CsrfField />
              <TextField label="Code from the e-mail" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={10} error={errors("proof").code} />
              <button type="submit" name="intent" value="proof-confirm" className={primaryButton} disabled={busy}>
                Prove my e-mail
              </button>
            </Form>
          </div>
        </section>
      ) : result?.section === "proof" ? (
        // The code was right: the banner is gone, and this says why.
        <div className="mt-6">
          <Outcome result={result} section="proof" />
        </div>
      ) : null}

      <section id="password" aria-labelledby="password-heading" className={`mt-6 ${card}`}>
        <h2 id="password-heading" className={h2}>{account.hasPassword ? "Change your password" : "Set a password"}</h2>
        <p className="mt-1 text-sm text-slate-600">Every other device signed in to your account is signed out, and we e-mail you a notice.</p>
        <div className="mt-3 space-y-3">
          <Outcome result={result} section="password" />
          {!account.hasPassword ? <SendCodeForm intent="password-code" hint={`You sign in with Google. ${codeHint}`} busy={busy} /> : null}
          <Form method="post" className="grid gap-3 sm:grid-cols-2">
            <CsrfField />
            <PasswordOrCodeField hasPassword={account.hasPassword} passwordLabel="Current password" passwordName="currentPassword" errors={errors("password")} />
            <PasswordField label="New password" name="newPassword" autoComplete="new-password" required minLength={8} error={errors("password").newPassword} hint="At least 8 characters" />
            <div className="sm:col-span-2">
              <button type="submit" name="intent" value="password-change" className={primaryButton} disabled={busy}>
                {account.hasPassword ? "Change password" : "Set password"}
              </button>
            </div>
          </Form>
        </div>
      </section>

      <section id="email" aria-labelledby="email-heading" className={`mt-6 ${card}`}>
        <h2 id="email-heading" className={h2}>E-mail address</h2>
        <p className="mt-1 text-sm text-slate-600">
          Now: <strong>{account.email}</strong> {account.emailProved ? "(proved)" : "(not proved yet)"}. A new address gets a 6-digit code; your old address gets a notice.
        </p>
        <div className="mt-3 space-y-3">
          <Outcome result={result} section="email" />
          <Form method="post" className="grid gap-3 sm:grid-cols-2">
            <CsrfField />
            <TextField label="New e-mail address" name="newEmail" type="email" autoComplete="email" required maxLength={254} error={errors("email").newEmail} />
            {account.hasPassword ? <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" required error={errors("email").currentPassword} /> : null}
            <div className="sm:col-span-2">
              <button type="submit" name="intent" value="email-request" className={secondaryButton} disabled={busy}>
                Send a code to the new address
              </button>
            </div>
          </Form>
          {pendingEmail ? (
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <CsrfField />
              <TextField label={`Code sent to ${pendingEmail}`} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={10} required error={errors("email").code} />
              <button type="submit" name="intent" value="email-confirm" className={primaryButton} disabled={busy}>
                Change my e-mail
              </button>
            </Form>
          ) : null}
        </div>
      </section>

      <section id="sessions" aria-labelledby="sessions-heading" className={`mt-6 ${card}`}>
        <h2 id="sessions-heading" className={h2}>Where you are signed in</h2>
        <div className="mt-3 space-y-3">
          <Outcome result={result} section="sessions" />
          <ul className="divide-y divide-slate-200" aria-label="Sessions">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-session={session.id}>
                <div className="text-sm">
                  <p className="font-medium text-slate-900">
                    {session.browser} on {session.system} {session.current ? <span className="ml-1 rounded bg-green-100 px-1.5 py-0.5 text-xs text-green-800">This browser</span> : null}
                  </p>
                  <p className="text-slate-600">
                    Signed in {when(session.signedInAt)} · last seen {when(session.lastSeenAt)}
                    {session.ip ? ` · ${session.ip}` : ""}
                  </p>
                </div>
                {!session.current ? (
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="sessionId" value={session.id} />
                    <button type="submit" name="intent" value="session-end" className={secondaryButton} disabled={busy} aria-label={`Sign out ${session.browser} on ${session.system}, signed in ${when(session.signedInAt)}`}>
                      Sign out
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
          {sessions.length > 1 ? (
            <Form method="post">
              <CsrfField />
              <button type="submit" name="intent" value="session-end-others" className={secondaryButton} disabled={busy}>
                Sign out everywhere else
              </button>
            </Form>
          ) : (
            <p className="text-sm text-slate-600">This is the only place you are signed in.</p>
          )}
        </div>
      </section>

      <section id="mail" aria-labelledby="mail-heading" className={`mt-6 ${card}`}>
        <h2 id="mail-heading" className={h2}>Mail we send you</h2>
        <div className="mt-3 space-y-3">
          <Outcome result={result} section="mail" />
          {postsJobs ? (
            <Form method="post" className="flex flex-wrap items-center gap-3 border-b border-slate-200 pb-3 text-sm">
              <CsrfField />
              <span className="min-w-40 flex-1">
                <span className="block font-medium text-slate-900">Employer notices</span>
                <span className="text-slate-600">About your jobs: {EMPLOYER_NOTICES.join("; ")}.</span>
              </span>
              <label className="inline-flex items-center gap-2">
                <input type="checkbox" name="enabled" defaultChecked={account.employerNotices} className="h-4 w-4" />
                On
              </label>
              <button type="submit" name="intent" value="mail-employer-notices" className={secondaryButton} disabled={busy} aria-label="Save employer notices">
                Save
              </button>
            </Form>
          ) : null}
          {alerts.length === 0 ? (
            <p className="text-sm text-slate-600">
              No job alerts and no newsletter. <a className="text-brand-700 underline" href="/alerts/new">Create a job alert</a>.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label="Alerts and newsletter">
              {alerts.map((alert) => (
                <li key={alert.id} className="py-3">
                  <Form method="post" className="flex flex-wrap items-center gap-3 text-sm">
                    <CsrfField />
                    <input type="hidden" name="alertId" value={alert.id} />
                    <span className="min-w-40 flex-1 font-medium text-slate-900">{alert.newsletter ? "Newsletter (all new jobs)" : `Job alert: ${alert.name}`}</span>
                    {alert.status === "pending" ? (
                      <span className="text-slate-600">Waiting for you to confirm it by e-mail</span>
                    ) : (
                      <>
                        <label className="inline-flex items-center gap-2">
                          <input type="checkbox" name="enabled" defaultChecked={alert.status === "active"} className="h-4 w-4" />
                          On
                        </label>
                        <label className="inline-flex items-center gap-2">
                          <span>How often</span>
                          <select name="frequency" defaultValue={alert.frequency} className="rounded-md border border-slate-300 px-2 py-1">
                            {(Object.keys(FREQUENCY_LABELS) as (keyof typeof FREQUENCY_LABELS)[]).map((frequency) => (
                              <option key={frequency} value={frequency}>
                                {FREQUENCY_LABELS[frequency]}
                              </option>
                            ))}
                          </select>
                        </label>
                        <button type="submit" name="intent" value="mail-alert" className={secondaryButton} disabled={busy} aria-label={`Save ${alert.newsletter ? "newsletter" : alert.name}`}>
                          Save
                        </button>
                      </>
                    )}
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-slate-600">Security mail (codes, and notices of a changed password, e-mail or deleted account) always comes: it cannot be switched off.</p>
        </div>
      </section>

      <section id="download" aria-labelledby="download-heading" className={`mt-6 ${card}`}>
        <h2 id="download-heading" className={h2}>Download my data</h2>
        <p className="mt-1 text-sm text-slate-600">A ZIP with everything we hold about your account as JSON, your resume as you uploaded it, and a README.txt that says what each file is.</p>
        <a href="/api/account/export" download className={`${secondaryButton} mt-3 inline-flex`}>
          Download my data
        </a>
      </section>

      <section id="delete" aria-labelledby="delete-heading" className="mt-6 rounded-xl border border-red-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="delete-heading" className="text-lg font-semibold text-red-800">Delete my account</h2>
        <p className="mt-1 text-sm text-slate-600">
          Your profile, resume, saved jobs, alerts, newsletter sign-up and sessions are removed at once. Audit entries stay with your name replaced by an anonymous id; backups age out within {PRIVACY_RULES.backupDays} days. You can register again with the same address.
        </p>
        <div className="mt-3 space-y-3">
          <Outcome result={result} section="delete" />
          {!account.hasPassword ? <SendCodeForm intent="delete-code" hint={codeHint} busy={busy} /> : null}
          <Form method="post" className="grid gap-3 sm:grid-cols-2">
            <CsrfField />
            <PasswordOrCodeField hasPassword={account.hasPassword} passwordLabel="Password" passwordName="password" errors={errors("delete")} />
            <TextField label="Type DELETE to confirm" name="confirm" autoComplete="off" required error={errors("delete").confirm} />
            <div className="sm:col-span-2">
              <button type="submit" name="intent" value="delete-account" className="rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 focus:outline-none focus:ring-2 focus:ring-red-300" disabled={busy}>
                Delete my account
              </button>
            </div>
          </Form>
        </div>
      </section>
    </div>
  );
}
