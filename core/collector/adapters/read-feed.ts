import type { AdapterContext, CacheEntry } from "./adapter";
import { SourceFormatError } from "./adapter";

export type FeedRead = { kind: "unchanged" } | { kind: "read"; json: unknown; cacheEntry: CacheEntry };

/**
 * Reads a JSON feed with the validators of the last stored read, so an unchanged
 * feed costs one 304 and no parsing.
 */
export async function readJsonFeed(context: AdapterContext): Promise<FeedRead> {
  const { source, fetcher, cache } = context;
  const cached = await cache.get(source.url);
  const response = await fetcher.fetchText(source.url, {
    accept: "application/json",
    etag: cached?.etag,
    lastModified: cached?.lastModified,
  });
  if (response.notModified) return { kind: "unchanged" };
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch (error) {
    throw new SourceFormatError(`${source.url} did not return valid JSON (${(error as Error).message})`);
  }
  return {
    kind: "read",
    json,
    cacheEntry: {
      url: source.url,
      etag: response.etag ?? null,
      lastModified: response.lastModified ?? null,
      externalIds: [],
    },
  };
}

export function listField(json: unknown, field: string, url: string): unknown[] {
  if (json && typeof json === "object" && Array.isArray((json as Record<string, unknown>)[field]))
    return (json as Record<string, unknown[]>)[field];
  throw new SourceFormatError(`${url} did not return an object with a "${field}" list`);
}
