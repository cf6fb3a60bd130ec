import { getSiteSettings } from '@safari/shared-domain';
import { settingsStandIns } from '@safari/shared-domain/settings-check';
import { Alert } from 'antd';
import { type AntdScope, IconPicture, scoped } from '../ui/PictureTable.tsx';

type StandIns = ReturnType<typeof settingsStandIns>;

const NOTICE_LABEL = 'Operator settings to complete';
const NOTICE_CLASS = 'mb-6';

/** The notice's text: how many settings hold stand-ins, folded over which. */
function NoticeText({ problems }: { problems: StandIns }) {
  return (
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
        Visitors see these on the site. Set them in the <code>settings</code> of the deployment's config.json
        (<code>pnpm check:settings</code> lists them).
      </p>
    </details>
  );
}

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
      aria-label={NOTICE_LABEL}
      className={NOTICE_CLASS}
      data-testid="settings-notice"
      title={<NoticeText problems={problems} />}
    />
  );
}

const EXCLAMATION_CIRCLE =
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z';

/** The same notice drawn in antd's Alert markup with plain elements: the first screen (decision 198). */
export function SettingsNoticePicture({ scope }: { scope: AntdScope }) {
  const problems = settingsStandIns(getSiteSettings());
  if (problems.length === 0) return null;
  return (
    <div className={scoped(scope, 'ant-alert', 'ant-alert-warning', 'ant-alert-outlined', NOTICE_CLASS)}>
      <span className="ant-alert-icon">
        <IconPicture name="exclamation-circle" path={EXCLAMATION_CIRCLE} />
      </span>
      <div className="ant-alert-section">
        <div className="ant-alert-title">
          <NoticeText problems={problems} />
        </div>
      </div>
    </div>
  );
}
