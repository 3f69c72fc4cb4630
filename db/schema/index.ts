// One schema for the whole board; each feature keeps its tables in a file of its own.
export * from "./catalog";
export * from "./accounts";
export * from "./saved-jobs";
export * from "./auth";
export * from "./collector";
export * from "./newsletter";
export * from "./resumes";
