/** A PostgreSQL text[] literal: postgres.js sends it untyped and the server casts it. */
export function pgTextArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}
