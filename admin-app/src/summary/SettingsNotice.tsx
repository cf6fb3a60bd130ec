import { getSiteSettings } from '@safari/shared-domain';
import { settingsStandIns } from '@safari/shared-domain/settings-check';
import { Alert } from 'antd';

/**
 * The operator settings that still hold the repository's stand-ins (an example e-mail address,
 * a network's home page for a social link, no licence number): the same rule as
 * `pnpm check:settings`, shown to staff so the site does not go live with them unknowingly.
 */
export function SettingsNotice() {
  const problems = settingsStandIns(getSiteSettings());
  if (problems.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="region"
      aria-label="Operator settings to complete"
      className="mb-6"
      data-testid="settings-notice"
      title={
        // Folded: staff see it on every visit, and on a phone the list would push the bookings
        // below the first screen.
        <details>
          <summary className="cursor-pointer">
            {problems.length} operator setting
            {problems.length === 1 ? ' still holds a stand-in' : 's still hold stand-ins'}{' '}
            <span className="underline">show which</span>
          </summary>
          <ul className="mt-2 list-disc pl-5 font-normal">
            {problems.map((problem) => (
              <li key={problem.setting}>{problem.message}</li>
            ))}
          </ul>
          <p className="mt-2 font-normal">
            Visitors see these on the site. Set them in the <code>settings</code> of the deployment's
            config.json (<code>pnpm check:settings</code> lists them).
          </p>
        </details>
      }
    />
  );
}
