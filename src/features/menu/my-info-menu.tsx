/** My info menu (spec §2): account management, company management, Q&A, certificates, language, privacy policy, logout. */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { LogoutButton } from '@/shared/ui/logout-button';
import { PageHeader } from '@/shared/ui/page-header';

export function MyInfoMenu() {
  const { t } = useLingui();
  const entries = [
    { to: '/accountManagementMenu', label: t`Account management` },
    { to: '/userProject', label: t`Company management` },
    { to: '/qnaList', label: t`Q&A` },
    { to: '/issueCertificateMenu', label: t`Certificate issuance` },
    { to: '/languageSetting', label: t`App language` },
    { to: '/privacyPolicyList', label: t`Privacy policy` },
  ] as const;
  return (
    <main className="page page--tabbed">
      <PageHeader title={t`My info`} />
      <nav aria-label={t`My info`}>
        <ul className="menu-list menu-list--card">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className="menu-list__item">
                <span>{entry.label}</span>
                <ChevronRightIcon size={18} />
              </Link>
            </li>
          ))}
          <li>
            <LogoutButton />
          </li>
        </ul>
      </nav>
    </main>
  );
}
