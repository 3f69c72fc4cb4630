import type { Sql } from "./client";
import { companyNameKeys } from "../lib/company-name-key";

/**
 * Fills the name keys of companies that have none (decision 163): every company after migration
 * 0250, the demo data, and any row written or renamed by hand since. One transaction under an
 * advisory lock, so two processes starting at once fill each row once. Companies whose names
 * were look-alikes before the keys existed keep their names: the later one gets a key that clashes
 * with nothing (\u0001 and its id: never a real key, whose characters are all visible), and is
 * listed for an admin to merge or rename. Returns those.
 */
export async function fillCompanyNameKeys(
  sql: Sql,
): Promise<{ filled: number; lookAlikes: { id: number; name: string }[] }> {
  return sql.begin(async (db) => {
    await db`SELECT pg_advisory_xact_lock(4242163)`;
    const rows = await db<
      { id: number; name: string }[]
    >`SELECT id, name FROM companies WHERE name_key IS NULL OR name_shape IS NULL ORDER BY id`;
    const lookAlikes: { id: number; name: string }[] = [];
    for (const row of rows) {
      const { key, shape } = companyNameKeys(row.name);
      const [clash] = await db<{ key: boolean; shape: boolean }[]>`
        SELECT bool_or(name_key = ${key}) AS key, bool_or(name_shape = ${shape}) AS shape FROM companies
        WHERE id <> ${row.id} AND (name_key = ${key} OR name_shape = ${shape})`;
      if (clash?.key || clash?.shape) lookAlikes.push(row);
      await db`
        UPDATE companies SET name_key = ${clash?.key ? `${key}\u0001${row.id}` : key}, name_shape = ${clash?.shape ? `${shape}\u0001${row.id}` : shape}
         WHERE id = ${row.id}`;
    }
    return { filled: rows.length, lookAlikes };
  });
}
