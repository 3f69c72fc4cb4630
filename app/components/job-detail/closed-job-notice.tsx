import { SiteLink } from "../../lib/site-links";

/** A closed or expired job keeps its page (SPEC §2); this says so first and points to open jobs like it. */
export function ClosedJobNotice({ categorySlug }: { categorySlug: string | null }) {
  return (
    <p
      role="status"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900"
    >
      This job is closed and no longer accepts applications.{" "}
      <SiteLink to={categorySlug ? `/category/${categorySlug}` : "/jobs"} className="underline">
        See open jobs like it
      </SiteLink>
    </p>
  );
}
