// core/employers: employers' companies: employer sign-up, membership and join requests, the company profile, renames
// and logos. Its door (decision 196): the rest of the board imports core/employers only from here, or from browser.ts,
// the part a page may load in the browser.
export * from "./browser";
export { logoKindOf } from "./company-logo";
export {
  approveByVerifiedDomain,
  companyInputError,
  createCompany,
  decideMember,
  listCompanyChoices,
  listPendingMembers,
  pendingJoin,
  type PendingMember,
} from "./company-membership.service";
export { COMPANY_NAME_MESSAGES } from "./company-names";
export {
  type CollectedSource,
  collectedSourcesOf,
  type CompanyProfile,
  getCompanyProfile,
  readCompanyLogo,
  RENAME_MESSAGES,
  requireManagedCompany,
  setCompanyLogo,
  updateCompanyProfile,
} from "./company-profile.service";
export { confirmRenameByCode, decidePendingName, listPendingNames, sendRenameCode } from "./company-rename.service";
export { companyProfileSchema } from "./company.schema";
export { signUpEmployer } from "./employer-signup.service";
