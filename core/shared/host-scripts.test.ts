import { describe, expect, it } from "vitest";
import { hostText, isLookAlikeHost, linkText } from "./host-scripts";

describe("look-alike hosts (decision 160)", () => {
  it("shows a host that mixes scripts in punycode, as browsers do", () => {
    expect(isLookAlikeHost("еmp2corp.test")).toBe(true); // Cyrillic е among Latin letters
    expect(isLookAlikeHost("pаypal.com")).toBe(true);
    expect(isLookAlikeHost("gοogle.com")).toBe(true); // Greek ο
    expect(linkText("https://еmp2corp.test/jobs?x=1")).toBe("https://xn--mp2corp-6gg.test/jobs?x=1");
    expect(linkText("https://user@еmp2corp.test:8443/")).toBe("https://user@xn--mp2corp-6gg.test:8443/");
    expect(hostText("еmp2corp.test")).toBe("xn--mp2corp-6gg.test");
  });

  it("shows a whole-Cyrillic label of Latin-looking letters under an ASCII top-level domain in punycode", () => {
    expect(isLookAlikeHost("аррӏе.com")).toBe(true);
    expect(isLookAlikeHost("москва.рф")).toBe(false);
    expect(isLookAlikeHost("яндекс.com")).toBe(false);
  });

  it("leaves single-script and the usual CJK mixes in Unicode, and ASCII as it is", () => {
    for (const host of [
      "münchen.de",
      "भारत.भारत",
      "例え.jp",
      "ソニーstore.jp",
      "bücher-24.example",
      "xn--mp2corp-6gg.test",
      "EXAMPLE.com",
    ]) {
      expect(isLookAlikeHost(host), host).toBe(false);
      expect(hostText(host), host).toBe(host);
    }
    expect(linkText("https://münchen.de/jobs")).toBe("https://münchen.de/jobs");
    expect(linkText("not a url")).toBe("not a url");
  });

  it("counts a letter of a script not listed as unknown: shown in punycode, the safe side", () => {
    expect(isLookAlikeHost("ᚠᚢᚦ.example")).toBe(true); // Runic: not listed, so shown in punycode
  });
});
