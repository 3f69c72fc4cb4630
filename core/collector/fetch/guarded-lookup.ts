import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import type { AddressPolicy } from "./address-policy";
import { BlockedAddressError } from "./fetch-errors";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

/**
 * Resolves a URL's host and checks every address it resolves to, so a name with
 * one public and one private record cannot slip through. The caller connects to
 * the returned address itself, so DNS cannot change its answer in between.
 */
export async function resolveAllowedAddress(
  url: URL,
  policy: AddressPolicy,
  resolve: Resolver,
): Promise<ResolvedAddress> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(hostname);
  const addresses: ResolvedAddress[] = literal
    ? [{ address: hostname, family: literal === 6 ? 6 : 4 }]
    : await resolve(hostname).catch((error: Error) => {
        throw new BlockedAddressError(url.toString(), `its host could not be resolved (${error.message})`);
      });
  if (addresses.length === 0) throw new BlockedAddressError(url.toString(), "its host has no address");
  for (const candidate of addresses) {
    const reason = policy(candidate.address);
    if (reason) throw new BlockedAddressError(url.toString(), reason);
  }
  return addresses[0];
}
