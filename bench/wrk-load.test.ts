import { describe, expect, it } from "vitest";
import { parseWrkOutput } from "./wrk-load";

// wrk 4.1's own output (Debian's package, `--latency`), captured from a run against a server that answered every second
// request with a 404.
const run = `Running 1s test @ http://127.0.0.1:4555
  2 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   371.96us    0.86ms  14.99ms   94.03%
    Req/Sec    27.18k    11.58k   38.17k    81.82%
  Latency Distribution
     50%  128.00us
     75%  237.00us
     90%  703.00us
     99%    4.44ms
  59385 requests in 1.10s, 7.22MB read
  Non-2xx or 3xx responses: 29692
Requests/sec:  54008.51
Transfer/sec:      6.57MB
`;

describe("parseWrkOutput", () => {
  it("reads the request count and rate, the percentiles in milliseconds whatever wrk's unit, and the non-2xx count", () => {
    expect(parseWrkOutput(run)).toEqual({
      requests: { total: 59385, average: 54008.51 },
      latency: { p50: 0.13, p90: 0.7, p99: 4.44, max: 14.99 },
      errors: 0,
      non2xx: 29692,
    });
  });

  it("adds up every kind of socket error, and reads latencies given in seconds", () => {
    const slow = run
      .replace("99%    4.44ms", "99%    1.20s")
      .replace("Non-2xx or 3xx responses: 29692\n", "  Socket errors: connect 1, read 2, write 3, timeout 4\n");
    const result = parseWrkOutput(slow);
    expect(result.latency.p99).toBe(1200);
    expect(result.errors).toBe(10);
    expect(result.non2xx).toBe(0);
  });

  it("refuses output without a request count, rather than reporting zeros", () => {
    expect(() => parseWrkOutput("unable to connect to 127.0.0.1:4555 Connection refused\n")).toThrow(/not understood/);
  });
});
