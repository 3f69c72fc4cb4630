import { similarPayText, type SimilarPayBand } from "../../../core/jobs/browser";

/**
 * 'Similar roles in Bengaluru pay ₹12-22 LPA (median ₹16 LPA, 38 jobs)' under a job's pay; nothing when neither its
 * city nor its country has five such jobs with pay.
 */
export function SimilarPay({ band }: { band: SimilarPayBand | null }) {
  if (!band) return null;
  return (
    <span className="mt-1 block text-xs text-slate-600" data-testid="similar-pay">
      {similarPayText(band)}
    </span>
  );
}
