import { describe, expect, it } from "vitest";
import { LEGAL_DOCUMENTS, fillLegalText, legalDocumentFor, legalTextParts } from "./legal-documents";

describe("legalDocumentFor (SPEC §2 Legal)", () => {
  it.each([
    ["/legal/terms-of-service", "terms-of-service"],
    ["/legal/old-terms-of-service-2023", "terms-of-service"],
    ["/legal/cookie-policy", "cookie-policy"],
    ["/legal/cookie-policy-v2", "cookie-policy"],
    ["/legal/privacy-policy", "privacy-policy"],
    ["/legal", "privacy-policy"],
    ["/legal/", "privacy-policy"],
    ["/legal/anything-else", "privacy-policy"],
  ])("%s gives %s", (path, slug) => {
    expect(legalDocumentFor(path).slug).toBe(slug);
  });
});

describe("the documents", () => {
  it("are the three of the side menu, in its order", () => {
    expect(LEGAL_DOCUMENTS.map((document) => document.label)).toEqual([
      "Privacy Policy",
      "Terms of Service",
      "Cookie Policy",
    ]);
  });

  it("take effect today for terms and cookies, on a fixed date for privacy", () => {
    expect(legalDocumentFor("/legal/terms-of-service").effective).toBe("today");
    expect(legalDocumentFor("/legal/cookie-policy").effective).toBe("today");
    expect(legalDocumentFor("/legal/privacy-policy").effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("cover every topic SPEC §2 lists between them", () => {
    const text = LEGAL_DOCUMENTS.flatMap((document) =>
      document.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]),
    )
      .join("\n")
      .toLowerCase();
    for (const topic of [
      "collect",
      "use your",
      "sharing",
      "advertising",
      "cookies",
      "retention",
      "rights",
      "security",
      "under 16",
      "contact",
      "governing law",
      "consent",
    ]) {
      expect(text, topic).toContain(topic);
    }
  });

  it("fill in the contact address and product name", () => {
    expect(fillLegalText("Write to {email} about {product}.", { email: "a@b.in", product: "Startup Jobs" })).toBe(
      "Write to a@b.in about Startup Jobs.",
    );
  });
});

describe("links in legal texts", () => {
  it("splits [words](/path) into a link and leaves the rest as text", () => {
    expect(legalTextParts("Use [Download my data](/settings#download) on your settings page.")).toEqual([
      { text: "Use " },
      { text: "Download my data", href: "/settings#download" },
      { text: " on your settings page." },
    ]);
  });

  it("makes no link to another site, whatever the markup says", () => {
    for (const text of [
      "[x](https://evil.test)",
      "[x](//evil.test/a)",
      "[x](/\\evil.test)",
      "[x](javascript:alert(1))",
    ]) {
      expect(legalTextParts(text).some((part) => part.href)).toBe(false);
    }
  });

  it("links every right of the privacy policy to where it is used", () => {
    const rights = legalDocumentFor("/legal/privacy-policy").sections.find(
      (section) => section.heading === "Your rights",
    )!;
    const links = rights.list!.flatMap((item) =>
      legalTextParts(item).flatMap((part) => (part.href ? [part.href] : [])),
    );
    expect(links).toEqual(["/settings#download", "/profile", "/settings", "/settings#delete", "/settings#mail"]);
  });
});
