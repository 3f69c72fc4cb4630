import { indianCities, worldCities } from "../../../db/seed/catalog-data";

export interface KnownCity {
  locality: string;
  region: string;
  country: string;
}

/** India's cities and the world's main tech hubs, beyond the demo data's list. */
const moreCities: KnownCity[] = [
  { locality: "Navi Mumbai", region: "Maharashtra", country: "IN" },
  { locality: "Thane", region: "Maharashtra", country: "IN" },
  { locality: "Nagpur", region: "Maharashtra", country: "IN" },
  { locality: "Indore", region: "Madhya Pradesh", country: "IN" },
  { locality: "Bhopal", region: "Madhya Pradesh", country: "IN" },
  { locality: "Chandigarh", region: "Chandigarh", country: "IN" },
  { locality: "Mohali", region: "Punjab", country: "IN" },
  { locality: "Lucknow", region: "Uttar Pradesh", country: "IN" },
  { locality: "Coimbatore", region: "Tamil Nadu", country: "IN" },
  { locality: "Thiruvananthapuram", region: "Kerala", country: "IN" },
  { locality: "Mysuru", region: "Karnataka", country: "IN" },
  { locality: "Mangaluru", region: "Karnataka", country: "IN" },
  { locality: "Bhubaneswar", region: "Odisha", country: "IN" },
  { locality: "Visakhapatnam", region: "Andhra Pradesh", country: "IN" },
  { locality: "Vadodara", region: "Gujarat", country: "IN" },
  { locality: "Surat", region: "Gujarat", country: "IN" },
  { locality: "Gandhinagar", region: "Gujarat", country: "IN" },
  { locality: "Goa", region: "Goa", country: "IN" },
  { locality: "Seattle", region: "Washington", country: "US" },
  { locality: "Austin", region: "Texas", country: "US" },
  { locality: "Boston", region: "Massachusetts", country: "US" },
  { locality: "Los Angeles", region: "California", country: "US" },
  { locality: "Palo Alto", region: "California", country: "US" },
  { locality: "Mountain View", region: "California", country: "US" },
  { locality: "Chicago", region: "Illinois", country: "US" },
  { locality: "Denver", region: "Colorado", country: "US" },
  { locality: "Paris", region: "Île-de-France", country: "FR" },
  { locality: "Munich", region: "Bavaria", country: "DE" },
  { locality: "Dublin", region: "Leinster", country: "IE" },
  { locality: "Stockholm", region: "Stockholm", country: "SE" },
  { locality: "Zürich", region: "Zürich", country: "CH" },
  { locality: "Barcelona", region: "Catalonia", country: "ES" },
  { locality: "Madrid", region: "Madrid", country: "ES" },
  { locality: "Lisbon", region: "Lisbon", country: "PT" },
  { locality: "Warsaw", region: "Masovia", country: "PL" },
  { locality: "Tallinn", region: "Harju", country: "EE" },
  { locality: "Hong Kong", region: "Hong Kong", country: "HK" },
  { locality: "Tokyo", region: "Tokyo", country: "JP" },
  { locality: "Seoul", region: "Seoul", country: "KR" },
  { locality: "Shanghai", region: "Shanghai", country: "CN" },
  { locality: "Beijing", region: "Beijing", country: "CN" },
  { locality: "Shenzhen", region: "Guangdong", country: "CN" },
  { locality: "Jakarta", region: "Jakarta", country: "ID" },
  { locality: "Kuala Lumpur", region: "Kuala Lumpur", country: "MY" },
  { locality: "Bangkok", region: "Bangkok", country: "TH" },
  { locality: "Ho Chi Minh City", region: "Ho Chi Minh City", country: "VN" },
  { locality: "Manila", region: "Metro Manila", country: "PH" },
  { locality: "Melbourne", region: "Victoria", country: "AU" },
  { locality: "Auckland", region: "Auckland", country: "NZ" },
  { locality: "Vancouver", region: "British Columbia", country: "CA" },
  { locality: "Montreal", region: "Quebec", country: "CA" },
  { locality: "São Paulo", region: "São Paulo", country: "BR" },
  { locality: "Mexico City", region: "Mexico City", country: "MX" },
  { locality: "Buenos Aires", region: "Buenos Aires", country: "AR" },
  { locality: "Bogotá", region: "Bogotá", country: "CO" },
  { locality: "Lagos", region: "Lagos", country: "NG" },
  { locality: "Nairobi", region: "Nairobi", country: "KE" },
  { locality: "Cape Town", region: "Western Cape", country: "ZA" },
  { locality: "Cairo", region: "Cairo", country: "EG" },
  { locality: "Riyadh", region: "Riyadh", country: "SA" },
  { locality: "Abu Dhabi", region: "Abu Dhabi", country: "AE" },
  { locality: "Doha", region: "Doha", country: "QA" },
  { locality: "Istanbul", region: "Istanbul", country: "TR" },
];

/** Other names of the same city; the board shows the first (official) one. */
const aliases: Record<string, string> = {
  bangalore: "Bengaluru",
  bengalooru: "Bengaluru",
  gurgaon: "Gurugram",
  bombay: "Mumbai",
  delhi: "New Delhi",
  "delhi ncr": "New Delhi",
  ncr: "New Delhi",
  madras: "Chennai",
  calcutta: "Kolkata",
  trivandrum: "Thiruvananthapuram",
  mysore: "Mysuru",
  mangalore: "Mangaluru",
  cochin: "Kochi",
  vizag: "Visakhapatnam",
  baroda: "Vadodara",
  "greater noida": "Noida",
  sf: "San Francisco",
  "sf bay area": "San Francisco",
  "bay area": "San Francisco",
  nyc: "New York",
  "new york city": "New York",
  zurich: "Zürich",
  muenchen: "Munich",
  munchen: "Munich",
  "sao paulo": "São Paulo",
  bogota: "Bogotá",
  saigon: "Ho Chi Minh City",
};

export const knownCities: KnownCity[] = [
  ...[...indianCities, ...worldCities].map(({ locality, region, country }) => ({ locality, region, country })),
  ...moreCities,
];

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Folded name (and alias) → city. */
export const cityByName = new Map<string, KnownCity>();
for (const city of knownCities) cityByName.set(fold(city.locality), city);
for (const [alias, official] of Object.entries(aliases)) {
  const city = cityByName.get(fold(official));
  if (city) cityByName.set(alias, city);
}
