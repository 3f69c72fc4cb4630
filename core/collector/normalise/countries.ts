/** Country names and codes seen in career feeds → ISO 3166-1 alpha-2. */
const countryNames: Record<string, string> = {
  india: "IN",
  bharat: "IN",
  "united states": "US",
  "united states of america": "US",
  usa: "US",
  us: "US",
  america: "US",
  "united kingdom": "GB",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  germany: "DE",
  deutschland: "DE",
  netherlands: "NL",
  "the netherlands": "NL",
  holland: "NL",
  singapore: "SG",
  "united arab emirates": "AE",
  uae: "AE",
  canada: "CA",
  australia: "AU",
  israel: "IL",
  france: "FR",
  ireland: "IE",
  sweden: "SE",
  switzerland: "CH",
  spain: "ES",
  portugal: "PT",
  poland: "PL",
  estonia: "EE",
  "hong kong": "HK",
  japan: "JP",
  "south korea": "KR",
  korea: "KR",
  china: "CN",
  indonesia: "ID",
  malaysia: "MY",
  thailand: "TH",
  vietnam: "VN",
  philippines: "PH",
  "new zealand": "NZ",
  brazil: "BR",
  mexico: "MX",
  argentina: "AR",
  colombia: "CO",
  nigeria: "NG",
  kenya: "KE",
  "south africa": "ZA",
  egypt: "EG",
  "saudi arabia": "SA",
  qatar: "QA",
  turkey: "TR",
  türkiye: "TR",
  italy: "IT",
  belgium: "BE",
  denmark: "DK",
  norway: "NO",
  finland: "FI",
  austria: "AT",
  "czech republic": "CZ",
  czechia: "CZ",
  romania: "RO",
  ukraine: "UA",
  pakistan: "PK",
  bangladesh: "BD",
  "sri lanka": "LK",
  nepal: "NP",
};

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/** ISO-2 code for a name or code ("India", "IN", "usa"), or undefined when unknown. */
export function countryCode(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  // A two-letter value is a code already (feeds send "IN", "us"); UK is the one common non-ISO code.
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const upper = trimmed.toUpperCase();
    return upper === "UK" ? "GB" : upper;
  }
  if (/^[A-Za-z]{3}$/.test(trimmed) && trimmed.toUpperCase() === "IND") return "IN";
  return countryNames[fold(trimmed)];
}
