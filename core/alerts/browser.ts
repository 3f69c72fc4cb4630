// core/alerts, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export { ALERT_FREQUENCIES, type AlertFrequency, FREQUENCY_LABELS, REMOTE_LOCATION } from "./alert-options";
export {
  ALERT_MESSAGES,
  type AlertQuery,
  alertQuerySchema,
  type AlertStatus,
  createAlertSchema,
  searchRecord,
  searchStringOf,
} from "./alerts.schema";
