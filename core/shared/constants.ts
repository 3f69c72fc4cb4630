/** SPEC §9 business constants, shared by the server and the pages. */
export const PRODUCT_NAME = "Startup Jobs";
export const FOOTER_TAGLINE = "Connecting top talent with innovative startups worldwide.";
export const CITY_LINE = "Bengaluru, India";

export const PAGE_SIZE = { recommended: 10, home: 10, search: 6, apiDefault: 6, saved: 10 } as const;
export const PAGE_WINDOW = 5;
export const SIMILAR_JOBS_LIMIT = 4;
export const NEW_BADGE_DAYS = 7;
export const DESCRIPTION_PREVIEW_LENGTH = 200;
export const META_DESCRIPTION_LENGTH = 160;
export const SKILL_CHIPS_SHOWN = 3;
export const SKILL_CHIP_MAX_LENGTH = 80;
export const SEARCH_DEBOUNCE_MS = 300;
export const RESIZE_DEBOUNCE_MS = 200;
export const SUGGESTIONS_HIDE_DELAY_MS = 200;
export const BANNER_SUCCESS_MS = 3_000;
export const BANNER_ERROR_MS = 5_000;
export const DEFAULT_CURRENCY = "INR";
export const DEFAULT_COUNTRY = "IN";
export const DEFAULT_EMPLOYMENT_TYPE = "FULL_TIME";
export const DEFAULT_SALARY_UNIT = "per year";
export const MOBILE_BREAKPOINT_PX = 992;

export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Internship", "Temporary", "Remote"] as const;
export const EXPERIENCE_LEVELS = ["Entry Level", "Mid Level", "Senior", "Lead", "Manager"] as const;
export const POPULAR_SEARCHES = ["Software Engineer", "Product Manager", "UX Designer", "Data Scientist"] as const;

/** Days an employer's posting stays open unless renewed (decision 126): core/jobs/job-closing.ts and core/trust/job-freshness.ts. */
export const OPEN_DAYS = 60;

export const PASSWORD_MIN_LENGTH = 8;
export const RESET_CODE_LENGTH = 6;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const RESUME_MAX_BYTES = 5_242_880;
/** My Job Postings counts views and Apply clicks over this many days. */
export const STATS_DAYS = 30;

/** The attribute on <html> that says React has hydrated the page (app/lib/hydration-marker.ts; browser tests wait for it). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
