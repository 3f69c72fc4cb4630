// core/trust, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "./report.schema";
