import { describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/setup/test-app";
import { BODY_LIMITS, DEFAULT_BODY_LIMIT, bodyLimitFor } from "./body-limit";

const app = createTestApp();

describe("the body limit table", () => {
  it("gives uploads their own rows and everything else the small default", () => {
    expect(bodyLimitFor("/api/updateprofile")).toBe(6 * 1024 * 1024);
    expect(bodyLimitFor("/profile")).toBe(6 * 1024 * 1024);
    // A script-enabled form posts to the page's .data address.
    expect(bodyLimitFor("/profile.data")).toBe(6 * 1024 * 1024);
    expect(bodyLimitFor("/dashboard/profile.data")).toBe(6 * 1024 * 1024);
    expect(bodyLimitFor("/api/job/42")).toBe(512 * 1024);
    expect(bodyLimitFor("/login")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("/api/auth/")).toBe(DEFAULT_BODY_LIMIT);
    for (const rule of BODY_LIMITS) expect(rule.why.length).toBeGreaterThan(10);
  });

  it("answers a chunked body over the limit 413 with the limit in the message", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
        if (sent >= 10 * 1024 * 1024) controller.close();
      },
    });
    const response = await app.request("/api/auth/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("The request is too large: at most 128 KB may be sent here.");
    // It stopped reading soon after the limit, not at the end of the 10 MB.
    expect(sent).toBeLessThan(1024 * 1024);
  });
});
