import { relativeTime } from "../../core/jobs/browser";
import { usePageNow } from "../lib/page-clock";

/** 'Verified open 3 hours ago on the company's careers page': a collected job whose source still answers. */
export function VerifiedOpen({
  verifiedAt,
  className = "text-sm",
}: {
  verifiedAt: string | null | undefined;
  className?: string;
}) {
  const now = usePageNow();
  if (!verifiedAt) return null;
  return (
    <p className={`${className} text-emerald-800`}>
      Verified open {relativeTime(verifiedAt, now).toLowerCase()} on the company's careers page
    </p>
  );
}
