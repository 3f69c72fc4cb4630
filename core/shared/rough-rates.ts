/**
 * The board's rough rupees per unit of a currency: one table for the salary filters (yearly pay in rupees,
 * core/search) and the scam screen's pay check (a category's rupee band in another currency, decision 205).
 * Rough on purpose: a filter or a yardstick for "far outside" needs the order of magnitude, not today's rate.
 */
export const rupeesPer: Readonly<Record<string, number>> = {
  INR: 1,
  USD: 84,
  EUR: 90,
  GBP: 106,
  SGD: 62,
  AED: 23,
  CAD: 61,
  AUD: 55,
  ILS: 22,
  JPY: 0.56,
  CHF: 95,
};

/** Rupees per unit of the currency (an ISO code, any case), or null when the board has no rate for it. */
export function rupeesPerUnit(currency: string): number | null {
  return rupeesPer[currency.trim().toUpperCase()] ?? null;
}
