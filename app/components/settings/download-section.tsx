import { secondaryButton } from "../auth/fields";
import { SettingsCard } from "./section";

/** The account's data as a ZIP (GET /api/account/export): a plain link, no form. */
export function DownloadSection() {
  return (
    <SettingsCard
      id="download"
      heading="Download my data"
      intro="A ZIP with everything we hold about your account as JSON, your resume as you uploaded it, and a README.txt that says what each file is."
    >
      <a href="/api/account/export" download className={`${secondaryButton} mt-3 inline-flex`}>
        Download my data
      </a>
    </SettingsCard>
  );
}
