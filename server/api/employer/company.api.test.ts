import { describe, expect, it } from "vitest";
import { signUpEmployer, COMPANY_NAME_MESSAGES } from "../../../core/employers";
import { sql } from "../../../db/client";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

withTestDatabase();
const app = createTestApp();
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function employerToken(email: string, company: string) {
  const result = await signUpEmployer(
    {
      company_choice: "new",
      name: "Boss",
      email,
      password: "correct horse battery",
      company_name: company,
      company_website: "https://logo.example",
    },
    { ip: "203.0.113.7", userAgent: "t" },
  );
  if (!result.ok) throw new Error(result.message);
  return result.session.token;
}

function upload(token: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return requestJson(app, "/api/company/logo", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

describe("company profile and logo (PNG, JPEG, WebP or SVG up to 1 MB, checked by content)", () => {
  it("stores a PNG in PostgreSQL and serves it from a route with a CSP", async () => {
    const token = await employerToken("a@logo.example", "Logo Co");
    const stored = await upload(token, PNG, "logo.png", "image/png");
    expect(stored.status).toBe(200);
    const served = await app.request(stored.body.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const profile = await requestJson(app, "/api/company", { headers: { authorization: `Bearer ${token}` } });
    expect(profile.body).toMatchObject({ name: "Logo Co", hasUploadedLogo: true, logoUrl: stored.body.logoUrl });
  });

  it("refuses HTML renamed .png, an SVG with script or handlers, and files over 1 MB, keeping the old logo", async () => {
    const token = await employerToken("b@logo.example", "Shady Co");
    const cases: [Buffer, string, string][] = [
      [Buffer.from("<html><script>alert(1)</script></html>"), "logo.png", "image/png"],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "logo.svg",
        "image/svg+xml",
      ],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), "logo.svg", "image/svg+xml"],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>'),
        "logo.svg",
        "image/svg+xml",
      ],
      [Buffer.from("%PDF-1.4 not an image"), "logo.png", "image/png"],
    ];
    const justOver = await upload(
      token,
      Buffer.concat([PNG, Buffer.alloc(1_048_577 - PNG.length)]),
      "over.png",
      "image/png",
    );
    expect(justOver.body.errors.logo).toBe("The logo must be at most 1 MB");
    for (const [bytes, name, type] of cases) {
      const answer = await upload(token, bytes, name, type);
      expect(answer.status, bytes.toString().slice(0, 40)).toBe(400);
      expect(answer.body.errors.logo).toBeTruthy();
    }
    const tooBig = await upload(token, Buffer.concat([PNG, Buffer.alloc(1_200_000)]), "big.png", "image/png");
    expect(tooBig.status).toBe(413);
    const [{ count }] = await sql()<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM company_logos l JOIN companies c ON c.id = l.company_id WHERE c.name = 'Shady Co'`;
    expect(count).toBe(0);
    const plain = await upload(
      token,
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="url(#g)"/></svg>',
      ),
      "ok.svg",
      "image/svg+xml",
    );
    expect(plain.status).toBe(200);
  });

  it("edits the profile with the same rules; guests 401, candidates 403", async () => {
    const token = await employerToken("c@logo.example", "Edit Co");
    const put = (body: unknown, auth = `Bearer ${token}`) =>
      requestJson(app, "/api/company", {
        method: "PUT",
        headers: { authorization: auth, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const saved = await put({
      company_name: "Edit Co <b>",
      company_website: "https://edit.example",
      company_city: "Pune",
      company_size: "11-50",
      company_description: "We <script>ship</script>",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: "Edit Co <b>", city: "Pune", size: "11-50" });
    expect(
      (await put({ company_name: "Edit Co", company_website: "javascript:alert(1)" })).body.errors.company_website,
    ).toBeTruthy();
    expect(
      (await put({ company_name: "Logo Co", company_website: "https://x.example" })).body.errors.company_name,
    ).toBe(COMPANY_NAME_MESSAGES.taken("Logo Co"));
    expect((await put({ company_name: "x", company_website: "https://x.example" }, "")).status).toBe(401);
  });
});

describe("'I am hiring' with a logo", () => {
  const signup = (email: string, company: string, logo: Buffer) =>
    signUpEmployer(
      {
        company_choice: "new",
        name: "Boss",
        email,
        password: "correct horse battery",
        company_name: company,
        company_website: "https://signup-logo.example",
      },
      { ip: "203.0.113.8", userAgent: "t" },
      { logo },
    );

  it("stores the new company's logo with the company, served like one uploaded later", async () => {
    const result = await signup("c@signup-logo.example", "Signup Logo Co", PNG);
    expect(result.ok).toBe(true);
    const profile = await requestJson(app, "/api/company", {
      headers: { authorization: `Bearer ${result.ok ? result.session.token : ""}` },
    });
    expect(profile.body).toMatchObject({ name: "Signup Logo Co", hasUploadedLogo: true });
    const served = await app.request(profile.body.logoUrl);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("refuses HTML renamed .png naming the logo field, and stores neither the account nor the company", async () => {
    const result = await signup(
      "d@signup-logo.example",
      "Refused Logo Co",
      Buffer.from("<html><script>alert(1)</script></html>"),
    );
    expect(result).toMatchObject({ ok: false, errors: { logo: "The logo must be a PNG, JPEG, WebP or SVG image" } });
    const users = await sql()`SELECT 1 FROM users WHERE email = 'd@signup-logo.example'`;
    const companies = await sql()`SELECT 1 FROM companies WHERE name = 'Refused Logo Co'`;
    expect([users.length, companies.length]).toEqual([0, 0]);
  });
});
