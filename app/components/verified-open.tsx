import { relativeTime } from "../../core/jobs/job-display";

/** 'Verified open 3 hours ago on the company's careers page': a collected job whose source still answers. */
export function VerifiedOpen({ verifiedAt, className = "text-sm" }: { verifiedAt: string | null | undefined; className?: string }) {
  if (!verifiedAt) return null;
  return (
    <p className={`${className} text-emerald-800`} suppressHydrationWarning>
      Verified open {relativeTime(verifiedAt).toLowerCase()} on the company's careers page
    </p>
  );
}
