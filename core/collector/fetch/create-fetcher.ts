import { env } from "../../../config/env";
import { addressPolicy } from "./address-policy";
import { HostLimiter } from "./host-limiter";
import { Fetcher, type FetcherOptions } from "./http-fetcher";

/** A fetcher with the settings of config/env.ts; one per run so robots.txt is read once per host. */
export function createFetcher(overrides: Partial<FetcherOptions> = {}): Fetcher {
  const settings = env();
  return new Fetcher({
    userAgent: settings.COLLECTOR_USER_AGENT,
    timeoutMs: settings.COLLECTOR_TIMEOUT_MS,
    retries: 2,
    retryBaseMs: settings.COLLECTOR_RETRY_BASE_MS,
    policy: addressPolicy(settings.COLLECTOR_ALLOW_PRIVATE_HOSTS),
    limiter: new HostLimiter(2, settings.COLLECTOR_HOST_DELAY_MS),
    ...overrides,
  });
}
