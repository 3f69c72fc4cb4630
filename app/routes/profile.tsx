import { useLoaderData } from "react-router";
import type { Route } from "./+types/profile";
import { getCandidateProfileSummary } from "../../core/accounts/accounts.service";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { ProfileSummary } from "../components/auth/profile-summary";
import { requireUser } from "../lib/session.server";

export const meta: Route.MetaFunction = () => [{ title: `Profile | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { account: { name: user.name, email: user.email, username: user.username }, profile: await getCandidateProfileSummary(user.id) };
}

/** /profile (guarded): the candidate profile. Editing and resume upload come with the profile feature. */
export default function Profile() {
  const { account, profile } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">My Profile</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">Your candidate profile as employers and recommendations see it.</p>
      <ProfileSummary account={account} profile={profile} />
    </div>
  );
}
