import authTexts from 'virtual:messages/auth';
import { useMessages } from '@safari/shared-ui';
import type { ReactNode } from 'react';
import type auth from '../../messages/en/auth.json';

export type AuthTab = 'sign-in' | 'sign-up';

const TABS = [
  { tab: 'sign-in', label: 'tabSignIn' },
  { tab: 'sign-up', label: 'tabSignUp' },
] as const satisfies readonly { tab: AuthTab; label: keyof typeof auth }[];

const tabClass = (selected: boolean) =>
  `flex-1 rounded-md px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-amber-700 ${
    selected ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900'
  }`;

/** The sign-in / create-account tab bar and the one panel both tabs control. */
export function AuthTabs({
  selected,
  onSelect,
  children,
}: {
  selected: AuthTab;
  onSelect: (tab: AuthTab) => void;
  children: ReactNode;
}) {
  const t = useMessages<typeof auth>(authTexts);
  return (
    <>
      <div role="tablist" aria-label={t('tabs')} className="flex gap-1 rounded-lg bg-stone-100 p-1">
        {TABS.map(({ tab, label }) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={selected === tab}
            aria-controls="panel-auth"
            className={tabClass(selected === tab)}
            onClick={() => onSelect(tab)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="panel-auth" aria-labelledby={`tab-${selected}`} className="mt-6">
        {children}
      </div>
    </>
  );
}
