import { data } from "react-router";
import type { Route } from "./+types/applications-reminder-stop";
import { reminderByToken, stopReminder } from "../../core/applications";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { AlertLinkPage } from "../components/alerts/alert-link-page";
import { readForm } from "../lib/form.server";

const noStore = { "Cache-Control": "no-store" };
const INVALID = "This link does not work. You can switch reminders off on your Applications tab.";

/**
 * The stop link of a next-step reminder (issue 30 point 4): a GET says which application's reminders
 * end, one click on the button (a POST, so that mail scanners stop nothing) ends them. Mail clients
 * use the one-click POST of /api/applications/reminders/stop instead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = await reminderByToken(token);
  return data({ token, target }, { status: target ? 200 : 400, headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  const stopped = await stopReminder(String((await readForm(request)).get("token") ?? ""));
  return data({ stopped }, { status: stopped ? 200 : 400, headers: noStore });
}

export const meta: Route.MetaFunction = () => [{ title: `Stop reminders | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export default function ApplicationsReminderStop({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.target || actionData?.stopped === null) {
    return (
      <AlertLinkPage title="This link does not work" tone="error">
        {INVALID}
      </AlertLinkPage>
    );
  }
  const about = `${loaderData.target.jobTitle} at ${loaderData.target.companyName || "the company"}`;
  if (actionData?.stopped || !loaderData.target.remind) {
    return (
      <AlertLinkPage title="Reminders stopped" tone="success">
        You will get no more reminders for {about}.
      </AlertLinkPage>
    );
  }
  return (
    <AlertLinkPage title="Stop reminders?" token={loaderData.token} button="Stop reminders">
      <p>No more next-step reminders for your application to {about}.</p>
    </AlertLinkPage>
  );
}
