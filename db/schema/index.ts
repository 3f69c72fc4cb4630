// One schema for the whole board; each feature keeps its tables in a file of its own, one export line per file.
// Every table of the migrated database is here: db/schema-drift.test.ts fails when one differs (decision 002).
export * from "./catalog";
export * from "./accounts";
export * from "./saved-jobs";
export * from "./auth";
export * from "./collector";
export * from "./newsletter";
export * from "./resumes";
export * from "./mail";
export * from "./search";
export * from "./job-activity";
export * from "./employers";
export * from "./admin";
export * from "./alerts";
export * from "./migrations";
export * from "./applications";
export * from "./trust";
