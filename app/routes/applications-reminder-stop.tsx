import type { Route } from "./+types/applications-reminder-stop";
import { reminderByToken, stopReminder } from "../../core/applications";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { TokenLandingPage, type TokenLandingTexts } from "../components/token-landing-page";
import { tokenLandingAction, tokenLandingLoader } from "../lib/token-landing.server";

/**
 * The stop link of a next-step reminder (issue 30 point 4): a GET says which application's reminders
 * end, one click on the button (a POST, so that mail scanners stop nothing) ends them. Mail clients
 * use the one-click POST of /api/applications/reminders/stop instead.
 */
export const loader = ({ request }: Route.LoaderArgs) => tokenLandingLoader(request, reminderByToken);

export const action = ({ request }: Route.ActionArgs) => tokenLandingAction(request, stopReminder);

export const meta: Route.MetaFunction = () => [
  { title: `Stop reminders | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

type Application = { jobTitle: string; companyName: string };
const about = (application: Application) => `${application.jobTitle} at ${application.companyName || "the company"}`;
const stopped = (application: Application) => ({
  title: "Reminders stopped",
  body: `You will get no more reminders for ${about(application)}.`,
});

const texts: TokenLandingTexts<Application & { remind: boolean }, Application> = {
  confirm: (application) => ({
    title: "Stop reminders?",
    body: `No more next-step reminders for your application to ${about(application)}.`,
    button: "Stop reminders",
  }),
  done: stopped,
  alreadyDone: (application) => (application.remind ? null : stopped(application)),
  invalid: "This link does not work. You can switch reminders off on your Applications tab.",
};

export default function ApplicationsReminderStop({ loaderData, actionData }: Route.ComponentProps) {
  return <TokenLandingPage token={loaderData.token} target={loaderData.target} done={actionData?.done} texts={texts} />;
}
