// core/trust: keeping the board honest: company verification, posting review and holds, posting limits, reports and
// moderation, scam signals, pay bands, job freshness. Its door (decision 196): the rest of the board imports core/trust
// only from here, or from browser.ts, the part a page may load in the browser.
export * from "./browser";
export { websiteRefusal } from "./company-domain";
export { screenStoredJob } from "./company-rescreen";
export {
  addressProvesWebsite,
  companyVerificationState,
  type CompanyVerificationState,
  setCompanyVerified,
  unverifyOnWebsiteChange,
  verifyCompanyByDomain,
} from "./company-verification.service";
export { freshnessJob } from "./job-freshness-scheduler";
export {
  confirmStillHiring,
  legacyStillHiringRedirect,
  runFreshness,
  stillHiringTarget,
  stillHiringToken,
} from "./job-freshness";
export { holdJob, type HoldReason, holdReasonsOf } from "./job-holds";
export { spendLimits } from "./limits";
export {
  decideReports,
  decideReview,
  listReportQueue,
  listReviewQueue,
  type ReportAction,
  reportJob,
} from "./moderation.service";
export { type PayBand, payYardstickOf, type PayYardstick, perMonth, rupeeBandIn } from "./pay-bands";
export { holdReasonsForPosting } from "./posting-review";
export { type PostingText, scamSignalsOf } from "./scam-signals";
export type { HeldPosting } from "./review-queue";
