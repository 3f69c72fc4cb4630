import { similarPayText } from "../../../core/jobs/browser";

/** What the line shows of a pay band (core/search's PayBand: yearly rupees, and how many jobs it comes from). */
export type ShownPayBand = {
  place: string;
  placeKind: "city" | "country";
  low: number;
  high: number;
  median: number;
  jobs: number;
};

/**
 * 'Similar roles in Bengaluru pay ₹12-22 LPA (median ₹16 LPA, 38 jobs)' under a job's pay; nothing when neither its
 * city nor its country has five such jobs with pay.
 */
export function SimilarPay({ band }: { band: ShownPayBand | null }) {
  if (!band) return null;
  return (
    <span className="mt-1 block text-xs text-slate-600" data-testid="similar-pay">
      {similarPayText(band)}
    </span>
  );
}
