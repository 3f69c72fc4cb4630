import { Badge } from "../badge";

/**
 * A company as the admin pages name it: its name, its website's host (a look-alike in punycode, so two companies of
 * one name can be told apart) and whether it is verified. One component for the review queue and the companies list.
 */
export function CompanyVerification({
  name,
  host,
  verified,
}: {
  name: string;
  host?: string | null;
  verified: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium text-slate-900">{name}</span>
      {host ? <span className="break-all text-slate-600">{host}</span> : null}
      <Badge tone={verified ? "green" : "warning"}>{verified ? "Verified" : "Not verified"}</Badge>
    </span>
  );
}
