import { Form } from "react-router";
import { CsrfField } from "../../lib/csrf";
import { useMomentText } from "../../lib/reader-time";
import { secondaryButton } from "../auth/fields";
import { Outcome, SettingsCard, type SectionProps, type SettingsData } from "./section";

/** Where the account is signed in, each place with its own Sign out, and Sign out everywhere else. */
export function SessionsSection({ sessions, result, busy }: SectionProps & { sessions: SettingsData["sessions"] }) {
  const when = useMomentText();
  return (
    <SettingsCard id="sessions" heading="Where you are signed in">
      <div className="mt-3 space-y-3">
        <Outcome result={result} section="sessions" />
        <ul className="divide-y divide-slate-200" aria-label="Sessions">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              data-session={session.id}
            >
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  {session.browser} on {session.system}{" "}
                  {session.current ? (
                    <span className="ml-1 rounded bg-green-100 px-1.5 py-0.5 text-xs text-green-800">This browser</span>
                  ) : null}
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
                  <button
                    type="submit"
                    name="intent"
                    value="session-end"
                    className={secondaryButton}
                    disabled={busy}
                    aria-label={`Sign out ${session.browser} on ${session.system}, signed in ${when(session.signedInAt)}`}
                  >
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
    </SettingsCard>
  );
}
