/** My info menu (docs/spec-notes.md §2): account management, company management, Q&A, certificates, language, privacy policy, the passkey on this phone (decision 092), notifications (decision 065), install the app, logout; the app's version. */
import { useLingui } from '@lingui/react/macro';
import { LogoutButton } from '@/domain/personal-data/logout-button';
import { MenuLink } from '@/platform/ui/menu-link';
import { PageHeader } from '@/platform/ui/page-header';
import type { ReactNode } from 'react';
import { AppVersionNote, InstallAppEntry } from './install-app';
import { NotificationsSwitch } from './push-switch';
import { PasskeysEntry } from './passkeys-entry';
import { useMenuMessages } from '@/platform/i18n/menu-messages';

/** `summary`: the worker's account, shown above the menu (the route passes it in). */
export function MyInfoMenu({ summary }: { summary?: ReactNode }) {
  useMenuMessages();
  const { t } = useLingui();
  const entries = [
    { to: '/accountManagementMenu', label: t`Account management` },
    { to: '/userProject', label: t`Company management` },
    { to: '/joinSite', label: t`Join a site` },
    { to: '/qnaList', label: t`Q&A` },
    { to: '/issueCertificateMenu', label: t`Certificate issuance` },
    { to: '/languageSetting', label: t`App language` },
    { to: '/privacyPolicyList', label: t`Privacy policy` },
  ] as const;
  return (
    <main className="page page--tabbed">
      <PageHeader title={t`My info`} />
      {summary}
      <nav aria-label={t`My info`}>
        <ul className="menu-list menu-list--card">
          {entries.map((entry) => (
            <li key={entry.to}>
              <MenuLink to={entry.to} label={entry.label} />
            </li>
          ))}
          <li>
            <PasskeysEntry role="worker" />
          </li>
          <li>
            <NotificationsSwitch audience="worker" />
          </li>
          <li>
            <InstallAppEntry />
          </li>
          <li>
            <LogoutButton />
          </li>
        </ul>
      </nav>
      <AppVersionNote />
    </main>
  );
}
