/**
 * Views and Apply clicks per day as a small inline SVG (no chart library): two
 * polylines over 30 days, with a text summary for screen readers.
 */
export function ActivityChart({
  daily,
  title,
}: {
  daily: { day: string; views: number; clicks: number }[];
  title: string;
}) {
  const width = 180;
  const height = 40;
  const max = Math.max(1, ...daily.map((entry) => Math.max(entry.views, entry.clicks)));
  const step = daily.length > 1 ? width / (daily.length - 1) : width;
  const line = (pick: (entry: (typeof daily)[number]) => number) =>
    daily
      .map(
        (entry, index) =>
          `${(index * step).toFixed(1)},${(height - 2 - (pick(entry) / max) * (height - 4)).toFixed(1)}`,
      )
      .join(" ");
  const views = daily.reduce((sum, entry) => sum + entry.views, 0);
  const clicks = daily.reduce((sum, entry) => sum + entry.clicks, 0);
  return (
    <svg
      role="img"
      aria-label={`${title}: ${views} views and ${clicks} Apply clicks in ${daily.length} days`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="overflow-visible"
    >
      <polyline points={line((entry) => entry.views)} fill="none" stroke="#2563eb" strokeWidth="2" />
      <polyline
        points={line((entry) => entry.clicks)}
        fill="none"
        stroke="#16a34a"
        strokeWidth="2"
        strokeDasharray="4 2"
      />
    </svg>
  );
}
