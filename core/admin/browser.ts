// core/admin, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export { VERIFICATION_FILTER_LABELS, VERIFICATION_FILTERS, type VerificationFilter } from "./verification-filter";
