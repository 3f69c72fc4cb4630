import { createHash } from "node:crypto";
import type { NormalisedJob, RawPosting, Source } from "../collector.schema";
import { foldForMatching } from "../normalise/text";
import { jobColumns } from "../../../db/job-columns";

// Bump when normalising changes, so every stored job is rewritten once with the new rules.
const NORMALISER_VERSION = 2;

/**
 * Fingerprint of a posting as the source published it. A re-run compares it with the
 * stored one and skips normalising and writing postings that did not change, which
 * keeps an unchanged run cheap even when the server ignores conditional requests.
 */
export function postingHash(source: Source, raw: RawPosting): string {
  return createHash("sha1")
    .update(JSON.stringify([NORMALISER_VERSION, source.type, source.companyName, raw]))
    .digest("base64url");
}

/** The jobs.external_id of a posting: unique per source, so two boards' "123" never collide. */
export function storedExternalId(source: Source, postingId: string): string {
  return `${source.id}:${postingId}`;
}

/**
 * Same company, same title (case, accents and punctuation ignored) and same place:
 * the same opening, even when two sources publish it (docs/decisions/030).
 */
export function dedupeKey(companyId: number, job: NormalisedJob): string {
  const title = foldForMatching(job.title)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  const place = job.locality
    ? foldForMatching(job.locality)
    : job.workplace === "remote"
      ? `remote ${job.country}`
      : job.country;
  return `${companyId}|${title}|${place.toLowerCase()}`;
}

export function jobRow(
  source: Source,
  companyId: number,
  categoryId: number | null,
  job: NormalisedJob,
  contentHash: string,
  nowIso: string,
) {
  return {
    company_id: companyId,
    category_id: categoryId,
    ...jobColumns(job),
    // A posting without a date is dated the day the board first saw it.
    date_posted: job.datePosted ?? nowIso,
    valid_through: job.validThrough,
    // A new row starts hidden; reconcileStatus opens it in the same transaction unless it is
    // expired or a copy, so a job that was never shown is never counted as closed.
    status: "closed",
    closed_at: null,
    source: source.type,
    external_id: storedExternalId(source, job.externalId),
    collector_source_id: source.id,
    content_hash: contentHash,
    dedupe_key: dedupeKey(companyId, job),
  };
}

export type JobRowValues = ReturnType<typeof jobRow>;
