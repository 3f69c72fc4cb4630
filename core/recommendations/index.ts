// core/recommendations: jobs recommended to a candidate from their profile, skills and applications. Its door (decision
// 196): the rest of the board imports core/recommendations only from here, or from browser.ts, the part a page may load
// in the browser.
export type { CandidateSignals } from "./candidate-profile";
export { newestOpenJobIds } from "./newest-jobs";
export { NEWEST_ASKED, type Recommendations, recommendFor, recommendJobs } from "./recommendations.service";
export { skillKey } from "./skill-key";
