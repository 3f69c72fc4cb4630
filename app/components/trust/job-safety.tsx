import { SiteLink } from "../../lib/site-links";

/**
 * On every job page (issue 27): the board never asks for money and neither should an employer; and the
 * way to report the job (a page of its own with a plain form: works for guests and without JavaScript).
 */
export function JobSafety({ jobId }: { jobId: number }) {
  return (
    <section aria-labelledby="safety-heading" className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
      <h2 id="safety-heading" className="text-lg font-semibold text-slate-900">
        Stay safe
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        We never ask job seekers for money, and no employer should: not for registration, training, a kit, a deposit or
        a “task”. Do not pay, and do not move to WhatsApp or Telegram to apply.
      </p>
      <p className="mt-3 text-sm">
        <SiteLink
          to={`/jobs/${jobId}/report`}
          rel="nofollow"
          className="font-medium text-brand-700 underline hover:text-brand-800"
        >
          Report this job
        </SiteLink>
      </p>
    </section>
  );
}
