// core/applications: a candidate's applications: recording an apply, the tracker's statuses and notes, reminders, the
// employer's CSV of applicants. Its door (decision 196): the rest of the board imports core/applications only from
// here, or from browser.ts, the part a page may load in the browser.
export * from "./browser";
export { reminderJob } from "./application-reminder-scheduler";
export { reminderByToken, stopReminder } from "./application-reminders";
export { exportApplicationsCsv } from "./applications-csv";
export { createApplicationSchema, listApplicationsSchema, updateApplicationSchema } from "./applications.schema";
export {
  answerPrompt,
  applicationSignals,
  type ApplicationView,
  appliedCounts,
  createApplication,
  deleteApplication,
  listApplications,
  markApplied,
  pendingPrompts,
  type PromptItem,
  recordApply,
  updateApplication,
} from "./applications.service";
