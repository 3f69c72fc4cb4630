/**
 * How often an alert can mail, with the words the pages show; kept free of dependencies (no zod) so that the
 * search page's alert form does not pull the validation library into the browser bundle (decision 097).
 */
export const ALERT_FREQUENCIES = ["daily", "weekly", "instant"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: "Daily",
  weekly: "Weekly",
  instant: "As jobs appear (at most 6 a day)",
};

/** The location filter's value for remote jobs: not a place among the others, but a choice of its own. */
export const REMOTE_LOCATION = "remote";
