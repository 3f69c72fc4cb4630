/**
 * One line near a job's title when its company is not verified (decision 178): a reader learns it on the page, not
 * only from the page Apply leads to (LeavingBoard). Only companies made through the employer sign-up can be unverified.
 */
export function UnverifiedCompanyNote({
  verified,
  className = "",
}: {
  verified: boolean | undefined;
  className?: string;
}) {
  if (verified !== false) return null;
  return (
    <p className={`text-sm text-amber-900 ${className}`}>
      <span className="font-semibold">Unverified company:</span> it has not proved an address at its website's domain
      with us yet. Never pay to apply.
    </p>
  );
}
