import { beforeAll, describe, expect, it } from "vitest";
import { setCompanyVerified } from "../../core/trust";
import {
  signUpEmployer,
  confirmRenameByCode,
  decidePendingName,
  sendRenameCode,
  createCompany,
  companyProfileSchema,
} from "../../core/employers";
import { fillCompanyNameKeys } from "../../db/company-name-keys";
import { mergeCompanies } from "../../core/admin";
import { sql } from "../../db/client";
import { createTestApp, requestJson } from "../setup/test-app";
import { withTestDatabase } from "../setup/test-database";

/**
 * Issue 43 point 4, the attack as found: renaming a verified company to another company's name was
 * refused only on an exact, case-insensitive match, so two spaces, a trailing zero-width space or a
 * Cyrillic 'е' passed, and the 'Verified employer' mark stayed.
 */
withTestDatabase();
const app = createTestApp();
let ip = 0;
const admin = { id: 0, email: "admin@board.example", role: "admin" as const };
beforeAll(async () => {
  [{ id: admin.id }] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name, role) VALUES (${admin.email}, 'Admin', 'admin') RETURNING id`;
});

async function employer(email: string, company: string, website = "https://www.acme.example") {
  ip += 1;
  const result = await signUpEmployer(
    {
      company_choice: "new",
      name: "Boss",
      email,
      password: "correct horse battery",
      company_name: company,
      company_website: website,
    },
    { ip: `203.0.113.${ip}`, userAgent: "t" },
  );
  return result;
}

async function verifiedEmployer(email: string, company: string, website: string) {
  const result = await employer(email, company, website);
  if (!result.ok) throw new Error(result.message);
  const [{ company_id: companyId }] = await sql()<
    { company_id: number }[]
  >`SELECT company_id FROM company_members WHERE user_id = ${result.user.id}`;
  await setCompanyVerified(admin, companyId, true);
  return { token: result.session.token, user: result.user, companyId };
}

const rename = (token: string, name: string, website: string) =>
  requestJson(app, "/api/company", {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ company_name: name, company_website: website }),
  });

const companyRow = async (id: number) =>
  (
    await sql()<
      { name: string; pending_name: string | null; verified: boolean }[]
    >`SELECT name, pending_name, verified_at IS NOT NULL AS verified FROM companies WHERE id = ${id}`
  )[0];

describe("company names that cannot impersonate (issue 43 point 4)", () => {
  it("refuses renaming a verified company to a look-alike of another company's name, keeping its name and mark", async () => {
    await verifiedEmployer("boss@acme.example", "Acme Corp", "https://acme.example");
    const attacker = await verifiedEmployer("boss@evil.example", "Evil Ltd", "https://evil.example");
    for (const lookAlike of [
      "Acme  Corp",
      "Acme Corp\u200b",
      "Acm\u0435 Corp",
      "ACME CORP",
      "\uff21\uff43\uff4d\uff45 Corp",
      "Acme\u00a0Corp",
      "Acme\u3000Corp",
    ]) {
      const refused = await rename(attacker.token, lookAlike, "https://evil.example");
      expect(refused.status, JSON.stringify(lookAlike)).toBe(400);
      expect(refused.body.message, JSON.stringify(lookAlike)).toMatch(
        /Acme Corp|cannot be seen|mixes Latin and Cyrillic/,
      );
      expect(await companyRow(attacker.companyId)).toEqual({ name: "Evil Ltd", pending_name: null, verified: true });
    }
    const zeroWidth = await rename(attacker.token, "Acme Corp\u200b", "https://evil.example");
    expect(zeroWidth.body.message).toBe(
      "The company name contains a zero-width space (U+200B), which cannot be seen. Please type the name without it.",
    );
    const cyrillic = await rename(attacker.token, "Acm\u0435 Corp", "https://evil.example");
    expect(cyrillic.body.message).toBe(
      'The word "Acmе" in the company name mixes Latin and Cyrillic letters, which look alike. Please type it in one alphabet.',
    );
    const spaces = await rename(attacker.token, "Acme  Corp", "https://evil.example");
    expect(spaces.body.message).toBe(
      'Another company, "Acme Corp", has this name or one that looks the same. Please choose a clearly different name.',
    );
  });

  it("lets a verified company's new name wait for an admin, or for a fresh proof of its domain", async () => {
    const owner = await verifiedEmployer("founder@orbit.example", "Orbit Labs", "https://orbit.example");
    const saved = await rename(owner.token, "Orbit Space Labs", "https://orbit.example");
    expect(saved).toMatchObject({ status: 200, body: { name: "Orbit Labs", pendingName: "Orbit Space Labs" } });
    expect(await companyRow(owner.companyId)).toEqual({
      name: "Orbit Labs",
      pending_name: "Orbit Space Labs",
      verified: true,
    });
    // The waiting name is checked again when it is approved: another company took a look-alike meanwhile.
    expect((await employer("x@squat.example", "ORBIT  Space Labs", "https://squat.example")).ok).toBe(true);
    await expect(decidePendingName(admin, owner.companyId, true)).rejects.toMatchObject({
      kind: "invalid_input",
      message: expect.stringMatching(
        /^Another company, "ORBIT {1,2}Space Labs", has this name or one that looks the same/,
      ),
    });
    expect(await companyRow(owner.companyId)).toEqual({
      name: "Orbit Labs",
      pending_name: "Orbit Space Labs",
      verified: true,
    });
    expect((await rename(owner.token, "Orbit Rockets", "https://orbit.example")).body.pendingName).toBe(
      "Orbit Rockets",
    );
    expect(await decidePendingName(admin, owner.companyId, true)).toBe('The company is now called "Orbit Rockets".');
    expect(await companyRow(owner.companyId)).toEqual({ name: "Orbit Rockets", pending_name: null, verified: true });

    // The employer proves the domain again with a mailed code.
    expect((await rename(owner.token, "Orbit Labs India", "https://orbit.example")).body.pendingName).toBe(
      "Orbit Labs India",
    );
    await expect(confirmRenameByCode(owner.user, "000000")).rejects.toMatchObject({ kind: "invalid_input" });
    expect(await sendRenameCode(owner.user.id)).toMatch(/sent a 6-digit code to founder@orbit.example/);
    const [mail] = await sql()<
      { subject: string; message: { text: string } }[]
    >`SELECT subject, message FROM mail_outbox WHERE recipient = 'founder@orbit.example' ORDER BY id DESC LIMIT 1`;
    expect(mail.subject).toMatch(/new name/);
    const code = /is: (\d{6})/.exec(mail.message.text)![1];
    expect(await confirmRenameByCode(owner.user, code)).toBe('The company is now called "Orbit Labs India".');
    expect(await companyRow(owner.companyId)).toEqual({ name: "Orbit Labs India", pending_name: null, verified: true });

    // An unverified company renames at once; case and spacing alone are no rename.
    const fresh = await employer("a@new.example", "Newco", "https://new.example");
    if (!fresh.ok) throw new Error(fresh.message);
    expect((await rename(fresh.session.token, "Newco Two", "https://new.example")).body).toMatchObject({
      name: "Newco Two",
      pendingName: null,
    });
    expect((await rename(owner.token, "ORBIT LABS INDIA", "https://orbit.example")).body).toMatchObject({
      name: "ORBIT LABS INDIA",
      pendingName: null,
    });
  });

  it("refuses look-alike names at sign-up, storing no account or company", async () => {
    await employer("first@globex.example", "Globex", "https://globex.example");
    for (const lookAlike of [
      "globex",
      "Gl\u043ebex",
      "Globex\u200d",
      "Glob\u00adex",
      "\u202eGlobex",
      "Globex\ufeff",
      "\uff27\uff4c\uff4f\uff42\uff45\uff58",
    ]) {
      const refused = await employer(`copy${ip}@globex.example`, lookAlike, "https://globex.example");
      expect(refused.ok, JSON.stringify(lookAlike)).toBe(false);
      if (!refused.ok) expect(refused.errors.company_name, JSON.stringify(lookAlike)).toBeTruthy();
    }
    const [{ users, companies }] = await sql()<{ users: number; companies: number }[]>`
      SELECT (SELECT count(*)::int FROM users WHERE email LIKE 'copy%') AS users, (SELECT count(*)::int
      FROM companies WHERE name_key = 'glohex' OR name ILIKE '%glob%') AS companies`;
    expect({ users, companies }).toEqual({ users: 0, companies: 1 });
  });

  it("lets only one of two look-alike sign-ups racing on two connections through", async () => {
    const input = (name: string) =>
      companyProfileSchema.parse({ company_name: name, company_website: "https://race.example" });
    const results = await Promise.allSettled([
      sql().begin(async (tx) => {
        await tx`SELECT pg_sleep(0.05)`;
        return createCompany(tx, input("Race Co"));
      }),
      sql().begin(async (tx) => {
        await tx`SELECT pg_sleep(0.05)`;
        return createCompany(tx, input("RACE  co"));
      }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused && "reason" in refused ? refused.reason : null).toMatchObject({ kind: "invalid_input" });
  });

  it("accepts names in every script, and refuses every invisible character with a 4xx naming it", async () => {
    const owner = await verifiedEmployer("hr@scripts.example", "Scripts Inc", "https://scripts.example");
    for (const name of [
      "क्रिया सॉफ्टवेयर",
      "தமிழ் டெக்",
      "شركة النور",
      "华为技术",
      "Ελληνική Εταιρεία",
      "Компания Рога",
      "ക്‍ഷേത്രം Labs",
    ]) {
      expect((await employer(`x${ip}@scripts.example`, name, "https://scripts.example")).ok, name).toBe(true);
    }
    // Control characters are refused by every text field already ("This field contains an invalid character").
    for (const control of ["\u0000", "\u0007"])
      expect((await rename(owner.token, `Scripts${control}Inc`, "https://scripts.example")).status).toBe(400);
    const invisible = [
      "\u200b",
      "\u200c",
      "\u200d",
      "\ufeff",
      "\u00ad",
      "\u202e",
      "\u2066",
      "\u200e",
      "\u2060",
      "\u180e",
    ];
    for (const char of invisible) {
      const refused = await rename(owner.token, `Scripts${char}Inc`, "https://scripts.example");
      expect(refused.status, char.codePointAt(0)!.toString(16)).toBe(400);
      expect(refused.body.message).toMatch(/^The company name contains .*U\+[0-9A-F]{4}.*, which cannot be seen/);
    }
    expect(await companyRow(owner.companyId)).toEqual({ name: "Scripts Inc", pending_name: null, verified: true });
  });

  it("fills the keys of companies written without them, keeping earlier look-alikes apart, and merges them", async () => {
    await sql()`INSERT INTO companies (name, slug) VALUES ('Legacy Co', 'legacy-co'), ('Legacy  co', 'legacy-co-2')`;
    const { lookAlikes } = await fillCompanyNameKeys(sql());
    expect(lookAlikes.map((company) => company.name)).toEqual(["Legacy  co"]);
    const refused = await employer("n@legacy.example", "LEGACY CO", "https://legacy.example");
    expect(refused.ok).toBe(false);
    const [kept, duplicate] = await sql()<
      { id: number }[]
    >`SELECT id FROM companies WHERE slug IN ('legacy-co', 'legacy-co-2') ORDER BY slug`;
    await mergeCompanies(admin, { from: duplicate.id, into: kept.id });
    expect((await employer("m@legacy.example", "Legacy Co", "https://legacy.example")).ok).toBe(false);
  });
});
