import { Form } from "react-router";
import { secondaryButton } from "./fields";
import { GoogleSignIn } from "./google-sign-in";

export const LINKEDIN_MESSAGE = "LinkedIn login is coming soon!";

type Notice = { tone: "error" | "info"; text: string };

/**
 * "or continue with" Google and LinkedIn under the login form. Google's button
 * shows only once the page has hydrated and the board has a Google client id
 * (`google` is null otherwise); the credential it returns goes to
 * `google.onCredential`. LinkedIn is not offered yet: its button says so, on
 * the page with JavaScript and through the action without.
 */
export function SocialSignIn({
  google,
  onNotice,
}: {
  google: { clientId: string; nonce: string; onCredential: (credential: string) => void } | null;
  onNotice: (notice: Notice) => void;
}) {
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        or continue with
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {google ? (
          <GoogleSignIn
            clientId={google.clientId}
            nonce={google.nonce}
            onCredential={google.onCredential}
            onError={(text) => onNotice({ tone: "error", text })}
          />
        ) : null}
        <Form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            onNotice({ tone: "info", text: LINKEDIN_MESSAGE });
          }}
        >
          <input type="hidden" name="intent" value="linkedin" />
          <button type="submit" className={secondaryButton}>
            <LinkedInIcon />
            LinkedIn
          </button>
        </Form>
      </div>
    </>
  );
}

function LinkedInIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="#0a66c2">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}
