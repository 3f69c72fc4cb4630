/**
 * What the privacy policy promises, as numbers the code uses (decision 112). The policy's text
 * (app/lib/legal-documents.ts) is written from these, and app/lib/privacy-policy.test.ts fails when
 * the code and the text part ways.
 */
export const PRIVACY_RULES = {
  /** A deleted account's profile, resume, saved jobs, alerts, sessions and codes go at once, in one transaction. */
  accountDeletionDays: 0,
  /** Backups are kept as this many daily copies (BACKUP_KEEP's default), so deleted data is out of every backup after as many days. */
  backupDays: 7,
  /** Ended and expired sessions are swept this long after they end. */
  endedSessionDays: 7,
  /** Server logs (the log rotation of docs/operations.md). */
  serverLogDays: 90,
  /** The grievance officer answers within. */
  grievanceDays: 30,
} as const;

/** Where a signed-in user uses each right. */
export const PRIVACY_RIGHTS_LINKS = {
  settings: "/settings",
  download: "/settings#download",
  delete: "/settings#delete",
  mail: "/settings#mail",
  profile: "/profile",
} as const;
