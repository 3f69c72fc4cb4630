import unhomoglyph from "unhomoglyph";
import { tidyCompanyName, withoutInvisibles } from "./company-name-check";

/**
 * The keys that make two company names the same name (issue 43, decision 163), stored in
 * companies.name_key and companies.name_shape, each under a unique index so that two processes
 * racing cannot both take look-alikes of one name.
 *
 * Both start from the name in Unicode NFKC (fullwidth letters, ligatures and compatibility forms
 * folded), without invisible characters, with whitespace runs made one space. Then Unicode's
 * confusable skeleton (UTS #39 section 4: NFD, each character to its prototype in confusables.txt,
 * NFD again; the mapping is the unhomoglyph package's copy of confusables.txt):
 * - name_key: of the lower-cased name, lower-cased again ("ACME", "acme", "Аcmе" in Cyrillic);
 * - name_shape: of the name as written, because some confusables hold only in one case: a capital I
 *   looks like a small l ("PayPaI"), which lower-casing first would hide.
 */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

function folded(name: string): string {
  return tidyCompanyName(withoutInvisibles(name.normalize("NFKC")));
}

export interface CompanyNameKeys {
  key: string;
  shape: string;
}

export function companyNameKeys(name: string): CompanyNameKeys {
  const base = folded(name);
  return {
    key: tidyCompanyName(skeleton(base.toLowerCase()).toLowerCase()),
    shape: tidyCompanyName(skeleton(base)),
  };
}
