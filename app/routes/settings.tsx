import { useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { DeleteSection } from "../components/settings/delete-section";
import { DownloadSection } from "../components/settings/download-section";
import { EmailSection } from "../components/settings/email-section";
import { MailSection } from "../components/settings/mail-section";
import { PasswordSection } from "../components/settings/password-section";
import { ProofBanner } from "../components/settings/proof-banner";
import { SessionsSection } from "../components/settings/sessions-section";
import { settingsAction, settingsLoader, type ActionData } from "../lib/settings.server";

export const meta: Route.MetaFunction = () => [
  { title: `Settings | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

/** /settings (issue 28, decision 110): password, e-mail, proof of e-mail, sessions, mail, download and deletion. */
export const loader = ({ request }: Route.LoaderArgs) => settingsLoader(request);
export const action = ({ request }: Route.ActionArgs) => settingsAction(request);

/** The page composes its sections (app/components/settings/); each shows the answer to its own forms' posts. */
export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { account, sessions, alerts, pendingEmail, postsJobs } = loaderData;
  const result: ActionData | undefined = actionData;
  const busy = useNavigation().state !== "idle";
  const codeHint = `${account.email} gets a 6-digit code (it works for 30 minutes).`;
  const shared = { result, busy };
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6" aria-busy={busy}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Settings</h1>
      <p className="mt-2 text-slate-600">Your account, where it is signed in, the mail it gets, and your data.</p>
      <ProofBanner email={account.email} emailProved={account.emailProved} {...shared} />
      <PasswordSection hasPassword={account.hasPassword} codeHint={codeHint} {...shared} />
      <EmailSection
        email={account.email}
        emailProved={account.emailProved}
        hasPassword={account.hasPassword}
        pendingEmail={pendingEmail}
        {...shared}
      />
      <SessionsSection sessions={sessions} {...shared} />
      <MailSection postsJobs={postsJobs} employerNotices={account.employerNotices} alerts={alerts} {...shared} />
      <DownloadSection />
      <DeleteSection hasPassword={account.hasPassword} codeHint={codeHint} {...shared} />
    </div>
  );
}
