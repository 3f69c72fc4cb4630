// core/audit: the audit log: each change an employer or admin makes, written in that change's transaction and read by
// the admin pages. Its door (decision 196): the rest of the board imports core/audit only from here, or from
// browser.ts, the part a page may load in the browser.
export { type AuditRecord, listAudit, recordAudit } from "./audit-log";
