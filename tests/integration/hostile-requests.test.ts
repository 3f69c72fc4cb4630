/**
 * What a hostile or careless client sends, against the real server process: bodies
 * over their limit (413 before they are read, memory unmoved), page forms posted with
 * bodies they cannot read (4xx with the page's message, never 500), and clients that
 * hang up (logged as such, not as server errors). And a client that pauses on its kept
 * connection, as a proxy does: the server has not closed it under it.
 */
import { Agent, get, request } from "node:http";
import { connect } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  logLines,
  residentBytes,
  startServerProcess,
  stopServerProcess,
  waitUntilReady,
  type ServerProcess,
} from "../helpers/server-process";

const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-hostile-"));
let server: ServerProcess;

beforeAll(async () => {
  // One process, so that its memory is the memory of the process that reads the bodies.
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "never",
    COLLECTOR_SCHEDULE_HOURS: "0",
    WEB_CONCURRENCY: "1",
  });
  await waitUntilReady(server);
}, 180_000);
afterAll(async () => {
  if (server) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Streams `totalBytes` as a chunked body until the server answers or hangs up; resolves with the status. */
function sendChunked(
  pathname: string,
  totalBytes: number,
): Promise<{ status: number; sentBytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sentBytes = 0;
    let answered = false;
    const req = request(
      `${server.url}${pathname}`,
      { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } },
      (res) => {
        answered = true;
        let body = "";
        res.on("data", (part) => (body += part));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, sentBytes, body }));
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sentBytes < totalBytes) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/**
 * A client slow to read: it streams a chunked body and keeps sending for `keepSendingMs`
 * after the first byte of the answer arrives, then stops and reads. Resolves with the
 * answer's status line, or with the socket error if the server reset the connection.
 */
function sendWhileAnswered(pathname: string, keepSendingMs: number): Promise<{ statusLine: string; error?: string }> {
  const url = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
    let received = "";
    let answeredAt = 0;
    socket.on("data", (part) => {
      received += part.toString("latin1");
      answeredAt ||= Date.now();
    });
    socket.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ statusLine: received.split("\r\n")[0], error: error.code }),
    );
    socket.on("close", () => resolve({ statusLine: received.split("\r\n")[0] }));
    socket.write(
      `POST ${pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const pump = () => {
      if (socket.destroyed) return;
      if (answeredAt && Date.now() - answeredAt > keepSendingMs) return void socket.end();
      if (socket.write(framed)) setImmediate(pump);
      else socket.once("drain", pump);
    };
    pump();
  });
}

describe("request bodies over their limit", () => {
  it("answers a 600 MB chunked body 413 without reading it, and memory stays put", async () => {
    const before = residentBytes(server.child.pid!);
    const result = await sendChunked("/api/auth/", 600 * 1024 * 1024);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).message).toMatch(/too large: at most 128 KB/);
    expect(result.sentBytes).toBeLessThan(200 * 1024 * 1024);
    const grown = residentBytes(server.child.pid!) - before;
    expect(grown).toBeLessThan(50 * 1024 * 1024);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 60_000);

  it("keeps reading after its 413 until the client stops, so a client slow to read sees the answer, not a reset", async () => {
    const result = await sendWhileAnswered("/api/auth/", 300);
    expect(result.error).toBeUndefined();
    expect(result.statusLine).toBe("HTTP/1.1 413 Payload Too Large");
  }, 30_000);

  it("answers 413 at once when Content-Length is over the limit", async () => {
    const response = await fetch(`${server.url}/api/resetpassword`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "x".repeat(200 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});

const junkMultipart = {
  "content-type": "multipart/form-data; boundary=----nothing",
  body: '------wrong\r\nContent-Disposition: form-data; name="x"\r\n\r\n\u0000\u0001garbage without an end',
};
const bodies: Record<string, { "content-type": string; body: string }> = {
  json: { "content-type": "application/json", body: JSON.stringify({ username: "asha", password: "x" }) },
  text: { "content-type": "text/plain", body: "username=asha&password=x but as plain text" },
  "junk multipart": junkMultipart,
  "broken JSON": { "content-type": "application/json", body: "{not json" },
};
/** Each page form route and the message its page shows for a body it cannot read. */
const pageForms: Array<{ path: string; status: number; message: RegExp }> = [
  { path: "/login", status: 403, message: /Your form expired/ },
  { path: "/register", status: 403, message: /Your form expired/ },
  { path: "/forgot-password", status: 403, message: /Your form expired/ },
  // A guest: the action refuses (403) and the page's loader then sends a guest home.
  { path: "/logout", status: 302, message: /^$/ },
  { path: "/saved-jobs", status: 302, message: /^$/ },
  { path: "/newsletter", status: 400, message: /Please enter a valid email address/ },
  { path: "/newsletter/confirm", status: 400, message: /does not work/ },
  { path: "/newsletter/unsubscribe", status: 400, message: /does not work/ },
];

describe("page form routes with bodies they cannot read", () => {
  for (const form of pageForms) {
    it(`POST ${form.path} answers ${form.status} with the page's message, never 500`, async () => {
      for (const [kind, { body, ...headers }] of Object.entries(bodies)) {
        const response = await fetch(`${server.url}${form.path}`, {
          method: "POST",
          headers,
          body,
          redirect: "manual",
        });
        const html = await response.text();
        expect(response.status, `${kind} body`).toBe(form.status);
        if (form.status !== 302) expect(html, `${kind} body`).toMatch(form.message);
        // The data request a script-enabled form makes: also 4xx (or a redirect), never 5xx.
        const data = await fetch(`${server.url}${form.path}.data`, {
          method: "POST",
          headers,
          body,
          redirect: "manual",
        });
        expect(data.status, `${kind} body to ${form.path}.data`).toBeLessThan(500);
      }
    });
  }
});

describe("hand-edited filters on pages", () => {
  it("answer 400 with the words of what is wrong (the directory; the category page answers its own, app/routes/category-filters.test.tsx)", async () => {
    const directory = await fetch(`${server.url}/companies?stage=series-z`);
    expect(directory.status).toBe(400);
    const directoryPage = await directory.text();
    expect(directoryPage).toContain("This address asks for something we cannot show");
    expect(directoryPage).toMatch(/stage must be one of/);
    expect(directoryPage).not.toContain("Something went wrong");

    // The search page says which parameter is wrong above the results without the filters, and is not indexed.
    for (const [search, field] of [
      ["stage=series-z", "stage"],
      ["lpa=100-plus", "lpa"],
      [`size=${Array.from({ length: 31 }, () => "1-10").join(",")}`, "size"],
    ]) {
      const response = await fetch(`${server.url}/search/job?q=engineer&${search}`);
      expect(response.status, field).toBe(400);
      const page = await response.text();
      expect(page, field).toContain(`These filters are not valid: ${field} `);
      expect(page, field).toMatch(/<meta name="robots" content="noindex/);
      expect(page, field).toMatch(/\d+ jobs? found|Showing \d/);
    }
  }, 30_000);
});

describe("clients that hang up", () => {
  it("are logged as closed by the client, not as 500 'request failed'", async () => {
    const before = logLines(server).length;
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const controller = new AbortController();
        const pending = fetch(`${server.url}/${i % 2 ? "search/job?q=engineer" : "api/alljobs/1"}`, {
          signal: controller.signal,
        }).catch(() => undefined);
        setTimeout(() => controller.abort(), 1 + (i % 5));
        await pending;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const lines = logLines(server).slice(before);
    expect(lines.filter((line) => line.msg === "request failed" || line.status === 500)).toEqual([]);
    expect(lines.filter((line) => line.msg === "unhandled error")).toEqual([]);
    expect(
      lines.filter((line) => line.msg === "client closed the connection before the answer").length,
    ).toBeGreaterThan(0);
  });
});

describe("a client that keeps its connection between requests", () => {
  it("finds it open after a pause longer than Node's 5 s default, as a proxy pooling connections does", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ keepAlive: string | undefined; localPort: number | undefined }>((resolve, reject) => {
        get(`${server.url}/readyz`, { agent }, (response) => {
          const localPort = response.socket.localPort;
          response.resume();
          response.on("end", () => resolve({ keepAlive: String(response.headers["keep-alive"]), localPort }));
        }).on("error", reject);
      });
    try {
      const first = await ask();
      expect(first.keepAlive).toBe("timeout=65");
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      // The same socket: the server kept it, so the agent did not open another.
      expect((await ask()).localPort).toBe(first.localPort);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
