import type { Queryable } from "../../db/queryable";
import { companyNameKeys, type CompanyNameKeys } from "../../lib/company-name-key";

/** The refusals of a company name that another company has, or one that looks the same (decision 163). */
export const COMPANY_NAME_MESSAGES = {
  exists: (other: string) =>
    `"${other}" is on the board already, and this name looks the same: choose it from the list to join it, or pick a clearly different name.`,
  taken: (other: string) =>
    `Another company, "${other}", has this name or one that looks the same. Please choose a clearly different name.`,
  takenMeanwhile:
    "Another company has taken this name or one that looks the same. Please choose a clearly different name.",
} as const;

/** The name of another company whose name looks the same as `name` (same key or same shape), or null. */
export async function lookAlikeCompany(
  db: Queryable,
  keys: CompanyNameKeys,
  exceptId: number | null = null,
): Promise<string | null> {
  const [row] = await db<{ name: string }[]>`
    SELECT name FROM companies WHERE (name_key = ${keys.key} OR name_shape = ${keys.shape}) AND id IS DISTINCT FROM ${exceptId} LIMIT 1`;
  return row?.name ?? null;
}

const NAME_INDEXES = new Set(["companies_name_key_idx", "companies_name_shape_idx", "companies_name_lower_idx"]);

/** Whether a database error is the unique index of a company name refusing a look-alike written at the same moment. */
export function isCompanyNameClash(error: unknown): boolean {
  const { code, constraint_name: constraint } = (error ?? {}) as { code?: string; constraint_name?: string };
  return code === "23505" && constraint !== undefined && NAME_INDEXES.has(constraint);
}

export { companyNameKeys };
