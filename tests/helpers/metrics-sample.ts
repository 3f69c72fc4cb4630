/** The value of one sample in a Prometheus text scrape, e.g. sample(text, 'http_requests_total{method="GET",…}'). */
export function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
