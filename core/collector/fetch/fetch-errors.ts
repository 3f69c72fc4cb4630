/** A request the collector refused or could not complete; the message is shown in the run's error. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status?: number,
    /** Worth trying again later (timeouts, 429, 5xx). */
    readonly retryable = false,
  ) {
    super(message);
    this.name = "FetchError";
  }
}

export class BlockedAddressError extends FetchError {
  constructor(url: string, reason: string) {
    super(`refused ${url}: ${reason}`, url);
    this.name = "BlockedAddressError";
  }
}

export class RobotsDisallowedError extends FetchError {
  constructor(url: string) {
    super(`robots.txt does not allow ${url}`, url);
    this.name = "RobotsDisallowedError";
  }
}
