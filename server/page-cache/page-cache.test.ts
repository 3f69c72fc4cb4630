import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cachedPage, hashWithout } from "./page-cache";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64url");

describe("a cached page's validator", () => {
  it("is the hash of the page without its nonce, wherever and however often the nonce appears", () => {
    const nonce = "Zm9vYmFyYmF6cXV4MTIzNA==";
    for (const page of [
      `<script nonce="${nonce}">x</script><p>é ✓</p><script nonce="${nonce}">`,
      `${nonce}middle${nonce}`,
      "no nonce at all",
      "",
    ]) {
      expect(hashWithout(Buffer.from(page), [nonce])).toBe(sha(page.replaceAll(nonce, "")));
    }
  });

  it("is the same for one page rendered with two nonces, and differs when the page does", () => {
    const page = (nonce: string, text: string) => Buffer.from(`<script nonce="${nonce}"></script><main>${text}</main>`);
    const one = cachedPage(200, [], page("AAAAAAAAAAAAAAAAAAAAAA==", "open"), "AAAAAAAAAAAAAAAAAAAAAA==");
    const two = cachedPage(200, [], page("BBBBBBBBBBBBBBBBBBBBBB==", "open"), "BBBBBBBBBBBBBBBBBBBBBB==");
    const closed = cachedPage(200, [], page("AAAAAAAAAAAAAAAAAAAAAA==", "closed"), "AAAAAAAAAAAAAAAAAAAAAA==");
    expect(one.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(two.etag).toBe(one.etag);
    expect(closed.etag).not.toBe(one.etag);
  });

  it("is the same for one page rendered in two minutes (the moment its relative times are told from), with each nonce", () => {
    const page = (nonce: string, renderedAt: number) =>
      Buffer.from(`<script nonce="${nonce}">window.__data=[${renderedAt},"x"]</script><p>${renderedAt}</p>`);
    const one = cachedPage(
      200,
      [],
      page("AAAAAAAAAAAAAAAAAAAAAA==", 1795910280000),
      "AAAAAAAAAAAAAAAAAAAAAA==",
      1795910280000,
    );
    const two = cachedPage(
      200,
      [],
      page("BBBBBBBBBBBBBBBBBBBBBB==", 1795910340000),
      "BBBBBBBBBBBBBBBBBBBBBB==",
      1795910340000,
    );
    expect(two.etag).toBe(one.etag);
    expect(hashWithout(Buffer.from("a1b2a1"), ["a1", "b2"])).toBe(sha(""));
    expect(hashWithout(Buffer.from("xb2ya1z"), ["a1", "b2"])).toBe(sha("xyz"));
  });

  it("hashes the whole page when there is no nonce", () => {
    expect(hashWithout(Buffer.from("<p>x</p>"), [""])).toBe(sha("<p>x</p>"));
  });
});
