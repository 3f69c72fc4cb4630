// core/applications, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export { shortDate } from "./application-display";
export {
  NEXT_STEP_MAX,
  NEXT_STEP_MIN,
  NOTE_MAX_LENGTH,
  STATUS_LABELS,
  TRACKER_STATUSES,
  type TrackerStatus,
} from "./applications.schema";
