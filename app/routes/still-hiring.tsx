import { data } from "react-router";
import type { Route } from "./+types/still-hiring";
import { confirmStillHiring, stillHiringTarget } from "../../core/trust";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { AlertLinkPage } from "../components/alerts/alert-link-page";
import { readForm } from "../lib/form.server";
import { BoardDate } from "../lib/reader-time";

const noStore = { "Cache-Control": "no-store" };

/**
 * The 'still hiring' link of a freshness reminder (issue 27 point 7, decision 126): a GET names the job,
 * one click on the button (a POST, so that mail scanners change nothing) keeps it open another 60 days.
 * At /still-hiring, a path no company page can take (those are /jobs/{name}); the first reminders linked
 * /jobs/still-hiring?token=, which the company page sends here (STILL_HIRING_PATH).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = await stillHiringTarget(token);
  return data({ token, target }, { status: target ? 200 : 400, headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  const kept = await confirmStillHiring(String((await readForm(request)).get("token") ?? ""));
  return data({ kept }, { status: kept ? 200 : 400, headers: noStore });
}

export const meta: Route.MetaFunction = () => [{ title: `Still hiring? | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export default function StillHiring({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.kept) {
    return (
      <AlertLinkPage title="Your job stays open" tone="success">
        “{actionData.kept.title}” stays open until <BoardDate iso={actionData.kept.openUntil} />.
      </AlertLinkPage>
    );
  }
  if (!loaderData.target || actionData?.kept === null) {
    return (
      <AlertLinkPage title="This link does not work" tone="error">
        It was used already, or the job is no longer open. You can reopen a closed job from your postings.
      </AlertLinkPage>
    );
  }
  return (
    <AlertLinkPage title="Still hiring?" token={loaderData.token} button="Yes, keep it open">
      <p>“{loaderData.target.title}” stays open for another 60 days.</p>
    </AlertLinkPage>
  );
}
