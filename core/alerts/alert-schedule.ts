import type { AlertFrequency } from "./alerts.schema";

/** Minutes from one check of an alert to the next; instant alerts are checked at every tick. */
export const CHECK_INTERVAL_MINUTES: Record<AlertFrequency, number> = {
  instant: 0,
  // A little under a day (or a week), so that a check at the next 5-minute tick does not drift later each time.
  daily: 24 * 60 - 3,
  weekly: 7 * 24 * 60 - 3,
};

/** Instant alerts send at most this many mails in any 24 hours. */
export const INSTANT_MAILS_PER_DAY = 6;
/** At most this many jobs are listed in one mail; the rest are behind the link to the search. */
export const JOBS_PER_MAIL = 20;
/**
 * A job's created_at is its transaction's start, which may commit after a check has read the jobs:
 * each check looks this far behind the previous one, and the sent records keep that overlap from
 * sending a job twice.
 */
export const OVERLAP_MINUTES = 60;
/** An alert never looks further back than this, however long it was paused or failing. */
export const MAX_LOOKBACK_DAYS = 14;
