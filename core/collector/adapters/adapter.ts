import type { RawPosting, Source } from "../collector.schema";
import type { Fetcher } from "../fetch/http-fetcher";

/** Validators and the postings a URL held when it was last stored. */
export interface CacheEntry {
  url: string;
  etag: string | null;
  lastModified: string | null;
  externalIds: string[];
}

export interface HttpCacheReader {
  get(url: string): Promise<CacheEntry | undefined>;
}

export interface AdapterContext {
  source: Source;
  fetcher: Fetcher;
  cache: HttpCacheReader;
}

export type AdapterResult =
  | { kind: "unchanged" }
  | {
      kind: "collected";
      postings: RawPosting[];
      /** Postings not re-read because their page answered 304: still live, left as stored. */
      keptIds: string[];
      /** Entries the source published that cannot be jobs, with the reason. */
      rejected: string[];
      cacheEntries: CacheEntry[];
    };

export interface SourceAdapter {
  collect(context: AdapterContext): Promise<AdapterResult>;
}

/** The source answered, but not in the shape its system documents. */
export class SourceFormatError extends Error {}
