import { describe, expect, it } from "vitest";
import { createSession } from "../../../core/accounts";
import { sql } from "../../../db/client";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { docxBomb, docxResume, pdfResume, pngBytes, zip } from "../../../tests/factories/resume-files";

withTestDatabase();
const app = createTestApp();

async function candidate(email: string): Promise<{ id: number; token: string }> {
  const [user] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name) VALUES (${email}, 'Asha Rao') RETURNING id`;
  await sql()`INSERT INTO candidate_profiles (user_id, name, email, skills) VALUES (${user.id}, 'Asha Rao', ${email}, 'React')`;
  return { id: user.id, token: (await createSession(user.id)).token };
}

const fields = {
  name: "Asha Rao",
  phone: "+91 98450 12345",
  desiredjobtitle: "Frontend Developer",
  industry: "Frontend Development",
  yoexp: 4,
  skills: ["React", "TypeScript"],
};

function upload(
  token: string,
  file: { bytes: Buffer; name: string } | null,
  candidateJson: string = JSON.stringify(fields),
  path = "/api/updateprofile",
) {
  const form = new FormData();
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  form.append("candidate", candidateJson);
  return requestJson(app, path, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
}

async function storedResumes(userId: number): Promise<number> {
  const [{ count }] = await sql()<
    { count: number }[]
  >`SELECT count(*)::int AS count FROM resumes WHERE user_id = ${userId}`;
  return count;
}

describe("profile API (SPEC §7 GET /profile, POST /updateprofile, /updateprofiledata)", () => {
  it("saves the profile with a real PDF, offers its skills, and serves the file to its owner only", async () => {
    const asha = await candidate("asha@example.com");
    const other = await candidate("other@example.com");
    const pdf = await pdfResume([
      "Asha Rao, frontend engineer",
      "Built services in Go on Kubernetes with PostgreSQL and React",
    ]);

    const saved = await upload(asha.token, { bytes: pdf, name: "Asha Rao CV.pdf" });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Profile updated successfully!");
    expect(saved.body.skillsFound).toEqual(expect.arrayContaining(["Go", "Kubernetes", "PostgreSQL"]));
    expect(saved.body.skillsFound).not.toContain("React");

    const profile = await requestJson(app, "/api/profile", { headers: { authorization: `Bearer ${asha.token}` } });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98450 12345",
      desiredjobtitle: "Frontend Developer",
      industry: "Frontend Development",
      yoexp: 4,
      skills: "React, TypeScript",
      resumeurl: `/api/resumes/${asha.id}`,
      resume: { fileName: "Asha Rao CV.pdf", mimeType: "application/pdf", size: pdf.length },
    });

    const download = await app.request(profile.body.resumeurl, { headers: { authorization: `Bearer ${asha.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="Asha Rao CV.pdf"; filename*=UTF-8''Asha%20Rao%20CV.pdf`,
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    for (const headers of [{ authorization: `Bearer ${other.token}` }, {} as Record<string, string>]) {
      const refused = await requestJson(app, profile.body.resumeurl, { headers });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe("No resume available to download.");
    }
    const foreignDelete = await requestJson(app, `/api/resumes/${asha.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreignDelete.status).toBe(404);
    expect(await storedResumes(asha.id)).toBe(1);

    // Fields only, once a resume exists; then the resume goes.
    const data = await upload(asha.token, null, JSON.stringify({ ...fields, yoexp: 5 }), "/api/updateprofiledata");
    expect(data.status).toBe(200);
    expect(data.body.profile.yoexp).toBe(5);
    const deleted = await requestJson(app, `/api/resumes/${asha.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${asha.token}` },
    });
    expect(deleted.status).toBe(200);
    expect(await storedResumes(asha.id)).toBe(0);
  });

  it("reads a DOCX's skills; a resume without readable text still uploads, with a note", async () => {
    const user = await candidate("docx@example.com");
    const docx = await upload(user.token, { bytes: docxResume(["Kubernetes and Terraform on AWS"]), name: "cv.docx" });
    expect(docx.status).toBe(200);
    expect(docx.body.skillsFound).toEqual(expect.arrayContaining(["Kubernetes", "Terraform", "AWS"]));
    expect(docx.body.profile.resume.mimeType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );

    const blank = await upload(user.token, { bytes: await pdfResume([]), name: "scan.pdf" });
    expect(blank.status).toBe(200);
    expect(blank.body.skillsFound).toEqual([]);
    expect(blank.body.note).toMatch(/could not read its text/);
  });

  it("refuses bad input with a 4xx naming the problem and stores nothing", async () => {
    const user = await candidate("bad@example.com");
    const pdf = await pdfResume(["React"]);
    const cases: [string, ReturnType<typeof upload>, number, RegExp][] = [
      [
        "6 MB file",
        upload(user.token, { bytes: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]), name: "big.pdf" }),
        413,
        /File size should not exceed 5MB/,
      ],
      ["PNG renamed .pdf", upload(user.token, { bytes: pngBytes(), name: "photo.pdf" }), 415, /Invalid file type/],
      ["zip bomb as DOCX", upload(user.token, { bytes: docxBomb(), name: "cv.docx" }), 415, /could not be read safely/],
      [
        "zip bomb lying about its size",
        upload(user.token, { bytes: docxBomb(60, { lie: true }), name: "cv.docx" }),
        415,
        /could not be read safely/,
      ],
      [
        "zip that is not a Word document",
        upload(user.token, { bytes: zip([{ name: "a.txt", data: Buffer.from("hi") }]), name: "cv.docx" }),
        415,
        /Invalid file type/,
      ],
      ["empty file", upload(user.token, { bytes: Buffer.alloc(0), name: "cv.pdf" }), 400, /empty/],
      ["path in the name", upload(user.token, { bytes: pdf, name: "../../etc/cv.pdf" }), 400, /file name is not valid/],
      [
        "backslash in the name",
        upload(user.token, { bytes: pdf, name: "C:\\Users\\cv.pdf" }),
        400,
        /file name is not valid/,
      ],
      [
        "500-character name",
        upload(user.token, { bytes: pdf, name: `${"a".repeat(496)}.pdf` }),
        400,
        /file name is not valid/,
      ],
      ["NUL in the name", upload(user.token, { bytes: pdf, name: "cv\u0000.pdf" }), 400, /file name is not valid/],
      [
        "1,000 skills",
        upload(
          user.token,
          { bytes: pdf, name: "cv.pdf" },
          JSON.stringify({ ...fields, skills: Array.from({ length: 1000 }, (_, i) => `Skill ${i}`) }),
        ),
        400,
        /at most 50 skills/,
      ],
      [
        "NUL in a field",
        upload(user.token, { bytes: pdf, name: "cv.pdf" }, JSON.stringify({ ...fields, desiredjobtitle: "Dev\u0000" })),
        400,
        /invalid character/,
      ],
      [
        "NUL in a skill",
        upload(user.token, { bytes: pdf, name: "cv.pdf" }, JSON.stringify({ ...fields, skills: ["Go\u0000"] })),
        400,
        /invalid character/,
      ],
      [
        "no name",
        upload(user.token, { bytes: pdf, name: "cv.pdf" }, JSON.stringify({ ...fields, name: " " })),
        400,
        /Please provide your full name/,
      ],
      [
        "31 years",
        upload(user.token, { bytes: pdf, name: "cv.pdf" }, JSON.stringify({ ...fields, yoexp: 31 })),
        400,
        /0 to 30/,
      ],
      ["candidate not JSON", upload(user.token, { bytes: pdf, name: "cv.pdf" }, "{nope"), 400, /must be JSON/],
      ["no file", upload(user.token, null), 400, /'file' part/],
      [
        "fields without any resume",
        upload(user.token, null, JSON.stringify(fields), "/api/updateprofiledata"),
        400,
        /Please upload your resume to proceed with saving/,
      ],
    ];
    for (const [label, pending, status, message] of cases) {
      const response = await pending;
      expect({ label, status: response.status }).toEqual({ label, status });
      expect(response.body.message + JSON.stringify(response.body.errors ?? {})).toMatch(message);
    }
    expect(await storedResumes(user.id)).toBe(0);
    const [profile] = await sql()<
      { skills: string; desired_job_title: string | null }[]
    >`SELECT skills, desired_job_title FROM candidate_profiles WHERE user_id = ${user.id}`;
    expect(profile).toEqual({ skills: "React", desired_job_title: null });
  });

  it("needs a session, and the CSRF header for cookie writes", async () => {
    expect((await requestJson(app, "/api/profile")).status).toBe(401);
    const user = await candidate("cookie@example.com");
    const form = new FormData();
    form.append("candidate", JSON.stringify(fields));
    const response = await requestJson(app, "/api/updateprofiledata", {
      method: "POST",
      headers: { cookie: `session=${user.token}` },
      body: form,
    });
    expect(response.status).toBe(403);
  });
});

describe("the OpenAPI document of the candidate calls", () => {
  it("answers errors with the shared error schema and sign-in security of shared-schemas.ts, like the employer calls", async () => {
    const doc = await requestJson(app, "/api/openapi.json");
    // The error body of server/api/shared-schemas.ts, as the employer calls show it.
    const shared = doc.body.paths["/user/jobs"].get.responses["401"].content["application/json"].schema;
    expect(shared).toEqual({ $ref: "#/components/schemas/ApiError" });
    expect(doc.body.components.schemas.ApiError.description).toMatch(/names each bad field/);
    const operations = [
      doc.body.paths["/profile"].get,
      doc.body.paths["/updateprofile"].post,
      doc.body.paths["/updateprofiledata"].post,
      doc.body.paths["/resumes/{userId}"].get,
      doc.body.paths["/resumes/{userId}"].delete,
      doc.body.paths["/getrecommendedjobs"].get,
    ];
    for (const operation of operations) {
      expect(operation.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
      const errors = Object.entries(
        operation.responses as Record<
          string,
          { content?: { "application/json"?: { schema: unknown } }; $ref?: string }
        >,
      ).filter(([status]) => Number(status) >= 400);
      expect(errors.length).toBeGreaterThan(1);
      for (const [status, response] of errors) {
        if (response.$ref) continue;
        expect({
          operation: operation.operationId,
          status,
          schema: response.content?.["application/json"]?.schema,
        }).toEqual({ operation: operation.operationId, status, schema: shared });
      }
    }
  });
});
