// core/jobs, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export { closesAt } from "./job-closing";
export {
  descriptionPreview,
  equityText,
  formatExperience,
  formatLocation,
  formatSalary,
  isNewJob,
  jobTypeTone,
  relativeTime,
  similarPayText,
  type SimilarPayBand,
  skillList,
  workplaceText,
} from "../shared/job-display";
export { NOT_LAKHS, payEntryOf, payForForm, payloadPayOf } from "./job-form-pay";
export {
  employmentTypeOf,
  experienceRange,
  isHttpUrl,
  JOB_FORM_TYPES,
  JOB_TYPE_VALUES,
  jobFormSchema,
  LIMITS,
  SALARY_UNITS,
  salaryRange,
} from "./job-posting.schema";
export { jobDetailsPath, type JobRecord, type JobView, toJobView } from "./job-read-shape";
export { JOB_GONE_MESSAGE } from "./job-rejection";
export { safeJobUrl } from "../shared/job-url";
export { equityRange } from "./job-posting.schema";
