/** Inline illustrations for the sign-in pages and each password reset step (decorative). */
const frame = "h-64 w-64 drop-shadow-sm";

export function SignInIllustration() {
  return (
    <svg viewBox="0 0 240 240" className={frame} data-illustration="sign-in">
      <circle cx="120" cy="120" r="110" fill="#eef6ff" />
      <rect x="62" y="70" width="116" height="110" rx="14" fill="#fff" stroke="#1f57d6" strokeWidth="4" />
      <circle cx="120" cy="108" r="18" fill="#d9eaff" stroke="#1f57d6" strokeWidth="4" />
      <path
        d="M88 160c6-16 18-24 32-24s26 8 32 24"
        fill="none"
        stroke="#1f57d6"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="178" cy="70" r="16" fill="#2f6fed" />
      <path
        d="m171 70 5 5 9-10"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function EmailIllustration() {
  return (
    <svg viewBox="0 0 240 240" className={frame} data-illustration="email">
      <circle cx="120" cy="120" r="110" fill="#eef6ff" />
      <rect x="50" y="75" width="140" height="95" rx="12" fill="#fff" stroke="#1f57d6" strokeWidth="4" />
      <path d="m54 82 66 50 66-50" fill="none" stroke="#1f57d6" strokeWidth="4" strokeLinejoin="round" />
      <circle cx="182" cy="78" r="18" fill="#2f6fed" />
      <text x="182" y="85" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff" fontFamily="system-ui">
        ?
      </text>
    </svg>
  );
}

export function VerifyIllustration() {
  return (
    <svg viewBox="0 0 240 240" className={frame} data-illustration="verify">
      <circle cx="120" cy="120" r="110" fill="#eef6ff" />
      <rect x="80" y="45" width="80" height="150" rx="14" fill="#fff" stroke="#1f57d6" strokeWidth="4" />
      {[0, 1, 2].map((index) => (
        <rect
          key={index}
          x={92 + index * 20}
          y="100"
          width="16"
          height="22"
          rx="4"
          fill="#d9eaff"
          stroke="#1f57d6"
          strokeWidth="3"
        />
      ))}
      <circle cx="120" cy="170" r="8" fill="#1f57d6" />
      <path d="M170 60c14 8 22 22 22 38" fill="none" stroke="#2f6fed" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M178 48c20 12 30 30 30 52"
        fill="none"
        stroke="#2f6fed"
        strokeWidth="4"
        strokeLinecap="round"
        strokeOpacity="0.5"
      />
    </svg>
  );
}

export function NewPasswordIllustration() {
  return (
    <svg viewBox="0 0 240 240" className={frame} data-illustration="new-password">
      <circle cx="120" cy="120" r="110" fill="#eef6ff" />
      <path d="M88 110V88a32 32 0 0 1 64 0v22" fill="none" stroke="#1f57d6" strokeWidth="8" strokeLinecap="round" />
      <rect x="70" y="108" width="100" height="80" rx="14" fill="#2f6fed" />
      <circle cx="120" cy="140" r="10" fill="#fff" />
      <rect x="116" y="144" width="8" height="22" rx="4" fill="#fff" />
    </svg>
  );
}

export function SuccessIllustration() {
  return (
    <svg viewBox="0 0 240 240" className={frame} data-illustration="success">
      <circle cx="120" cy="120" r="110" fill="#ecfdf5" />
      <circle cx="120" cy="120" r="62" fill="#10b981" />
      <path
        d="m92 122 20 20 38-42"
        fill="none"
        stroke="#fff"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
