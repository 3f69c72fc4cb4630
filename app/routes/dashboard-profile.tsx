import { useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard-profile";
import { getCandidateProfileSummary } from "../../core/accounts/accounts.service";
import { ProfileSummary } from "../components/auth/profile-summary";
import { requireUser } from "../lib/session.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { account: { name: user.name, email: user.email, username: user.username }, profile: await getCandidateProfileSummary(user.id) };
}

/** The dashboard's 'My Profile' tab: the candidate profile (read-only until the profile feature lands). */
export default function DashboardProfile() {
  const { account, profile } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="dashboard-profile-heading">
      <h2 id="dashboard-profile-heading" className="mb-4 text-xl font-semibold text-slate-900">
        My Profile
      </h2>
      <ProfileSummary account={account} profile={profile} />
    </section>
  );
}
