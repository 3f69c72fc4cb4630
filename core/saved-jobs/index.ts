// core/saved-jobs: the jobs a user saved. Its door (decision 196): the rest of the board imports core/saved-jobs only
// from here, or from browser.ts, the part a page may load in the browser.
export { listSavedJobs, markSaved, type SavedJobsPage, saveJob, unsaveJob } from "./saved-jobs.service";
