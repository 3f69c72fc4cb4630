/** 'Verified employer' (issue 27): the company proved its website's domain, an admin verified it, or the board lists it itself. */
export function VerifiedEmployerMark({
  verified,
  className = "",
}: {
  verified: boolean | undefined;
  className?: string;
}) {
  if (!verified) return null;
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs font-medium text-emerald-800 ${className}`}
      title="The company proved an e-mail address at its website's domain, or was checked by our team"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="currentColor">
        <path
          d="M8 0l2 1.5 2.5-.2.8 2.4 2.2 1.2-.6 2.4 1.1 2.3-1.9 1.6-.3 2.5-2.5.3L8 16l-2-1.5-2.5.2-.8-2.4L.5 11.1l.6-2.4L0 6.4l1.9-1.6.3-2.5 2.5-.3z"
          opacity=".25"
        />
        <path d="M6.8 10.6L4.4 8.2l1-1 1.4 1.4 3.8-3.8 1 1z" />
      </svg>
      Verified employer
    </span>
  );
}
