// core/alerts: job alerts: saved searches mailed daily, weekly or at once; their confirmation, manage and unsubscribe
// links, and the alert run. Its door (decision 196): the rest of the board imports core/alerts only from here, or from
// browser.ts, the part a page may load in the browser.
export * from "./browser";
export {
  confirmAlerts,
  manageLinkEmail,
  previewConfirmation,
  previewUnsubscribe,
  unsubscribe,
  unsubscribeTarget,
} from "./alert-links.service";
export { alertFilterOptions, type FilterOption, withWeeklyCounts } from "./alert-overview";
export { runAlerts } from "./alert-run";
export { alertJob } from "./alert-scheduler";
export { signLinkToken } from "./alert-tokens";
export { ALERT_STATUSES, frequencySchema, updateAlertSchema } from "./alerts.schema";
export {
  accountAlertOwner,
  type AlertOwner,
  createAlert,
  deleteAlert,
  listAlerts,
  updateAlert,
} from "./alerts.service";
export { endNewsletterAlert, startNewsletterAlert } from "./newsletter-preset";
export { LINK_REMOVED } from "./unlinked-name";
