import type { Route } from "./+types/still-hiring";
import { confirmStillHiring, stillHiringTarget } from "../../core/trust";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { TokenLandingPage, type TokenLandingTexts } from "../components/token-landing-page";
import { tokenLandingAction, tokenLandingLoader } from "../lib/token-landing.server";
import { BoardDate } from "../lib/reader-time";

/**
 * The 'still hiring' link of a freshness reminder (issue 27 point 7, decision 126): a GET names the job,
 * one click on the button (a POST, so that mail scanners change nothing) keeps it open another 60 days.
 * At /still-hiring, a path no company page can take (those are /jobs/{name}); the first reminders linked
 * /jobs/still-hiring?token=, which the company page sends here (STILL_HIRING_PATH).
 */
export const loader = ({ request }: Route.LoaderArgs) => tokenLandingLoader(request, stillHiringTarget);

export const action = ({ request }: Route.ActionArgs) => tokenLandingAction(request, confirmStillHiring);

export const meta: Route.MetaFunction = () => [
  { title: `Still hiring? | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

const texts: TokenLandingTexts<{ title: string }, { title: string; openUntil: string }> = {
  confirm: (job) => ({
    title: "Still hiring?",
    body: `“${job.title}” stays open for another 60 days.`,
    button: "Yes, keep it open",
  }),
  done: (kept) => ({
    title: "Your job stays open",
    body: (
      <>
        “{kept.title}” stays open until <BoardDate iso={kept.openUntil} />.
      </>
    ),
  }),
  invalid: "It was used already, or the job is no longer open. You can reopen a closed job from your postings.",
};

export default function StillHiring({ loaderData, actionData }: Route.ComponentProps) {
  return <TokenLandingPage token={loaderData.token} target={loaderData.target} done={actionData?.done} texts={texts} />;
}
