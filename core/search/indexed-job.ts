import type { DeclaredFields } from "./facet-declarations";
import type { IndexedJobBase } from "./indexed-job-base";

export type { IndexedJobBase } from "./indexed-job-base";

/** One open job as the search index takes it in (read from PostgreSQL by open-jobs-read.ts): its own fields and those its declared facets read. */
export type IndexedJob = IndexedJobBase & DeclaredFields;
