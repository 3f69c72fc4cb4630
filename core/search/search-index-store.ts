/*
 * What the rest of the board uses of the index beside PostgreSQL (decision 141: nothing outside core/search reaches
 * below its top level): the current board's index kept in step with the database and its snapshots
 * (sync/search-index-store.ts), the new jobs an alert run matches (sync/new-jobs-index.ts), and one snapshot written on
 * demand (snapshot/index-snapshot.ts; the scale benchmark measures its size and load) and where a database's snapshot file
 * lies; and the two ends of the index the worker threads share (sync/shared-bases.ts, decision 193).
 */
export {
  configureSearchSnapshots,
  renewSharedIndex,
  searchIndex,
  searchIndexStats,
  stopSearchIndex,
  type SearchIndexStats,
} from "./sync/search-index-store";
export type { SharedBase, SharedBaseOwner, SharedBaseReader, SharedBases } from "./sync/shared-bases";
export { loadNewJobs, matchNewJobs, type NewJobs } from "./sync/new-jobs-index";
export { databaseIdentity, snapshotFile, writeSnapshot } from "./snapshot/index-snapshot";
