// core/admin: the admin pages' work: the overview's counts, every job and collector source an admin manages, merging
// companies. Its door (decision 196): the rest of the board imports core/admin only from here, or from browser.ts, the
// part a page may load in the browser.
export { searchAllJobs } from "./admin-jobs.service";
export { adminCounts } from "./admin-overview.service";
export {
  addSource,
  FAILING_DAYS,
  listSourceStatus,
  removeSourceByAdmin,
  runSourceNow,
  setSourcePausedByAdmin,
} from "./admin-sources.service";
export { mergeCompanies } from "./company-merge.service";
export * from "./browser";
export { type AdminCompany, listAdminCompanies } from "./admin-companies.service";
export { mergeCompaniesSchema } from "./company-merge.service";
