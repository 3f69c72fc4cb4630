import { Link } from "react-router";
import type { CandidateProfileSummary } from "../../../core/accounts/accounts.service";

/** What the candidate told us at registration, read-only (editing and resumes arrive with the profile feature). */
export function ProfileSummary({ profile, account }: { profile: CandidateProfileSummary | null; account: { name: string | null; email: string; username: string | null } }) {
  const rows: [string, string | null][] = [
    ["Full name", profile?.name ?? account.name],
    ["Email", profile?.email ?? account.email],
    ["Username", account.username],
    ["Phone", profile?.phone ?? null],
    ["Desired job title", profile?.desiredJobTitle ?? null],
    ["Preferred industry", profile?.industry ?? null],
    ["Years of experience", profile?.yearsOfExperience == null ? null : `${profile.yearsOfExperience} ${profile.yearsOfExperience === 1 ? "year" : "years"}`],
    ["Skills", profile?.skills ?? null],
    ["Resume", profile?.hasResume ? "Uploaded" : "Not uploaded yet"],
  ];
  return (
    <div>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-sm text-slate-900 sm:col-span-2">{value || <span className="text-slate-500">Not provided</span>}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-500">
        Forgot your password? You can always <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">reset it by e-mail</Link>.
      </p>
    </div>
  );
}
