/**
 * The admin menu (docs/spec-notes.md §2, §6): QR scan, QR check list, the site's correction requests with how
 * many wait (issue 18), the site's contract templates and its workers (issue 33: taking a worker on,
 * ending the employment), the passkey on this phone (decision 063:
 * logins without the SMS code; a dialog loaded when opened), notifications of new correction
 * requests (decision 065), install the app (a gate phone runs the
 * scanner best as an installed, full-screen app), logout. It is where an admin's app starts, so it
 * also sends scans saved offline (ADR 007) and says how many still wait.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useScanOutbox } from '@/domain/attendance/use-scan-outbox';
import { useRemote } from '@/platform/api/use-remote';
import { useOnline } from '@/platform/pwa/use-online';
import { currentAdminSite } from '@/platform/session/current-user';
import { Link } from '@tanstack/react-router';
import { QrIcon } from '@/platform/ui/icons';
import { LanguageToggle } from '@/platform/ui/language-toggle';
import { LogoutButton } from '@/domain/personal-data/logout-button';
import { MenuLink } from '@/platform/ui/menu-link';
import { PageHeader } from '@/platform/ui/page-header';
import { ActiveSite } from '@/domain/admin/active-site';
import { pendingCorrectionCount } from './pending-corrections';
import { AppVersionNote, InstallAppEntry } from './install-app';
import { NotificationsSwitch } from './push-switch';
import { PasskeysEntry } from './passkeys-entry';
import { useMenuMessages } from '@/platform/i18n/menu-messages';

export function AdminMenu() {
  useMenuMessages();
  const { t } = useLingui();
  const [owner] = useState(currentAdminSite);
  const count = useScanOutbox(owner).pending.length;
  // The count is a nicety: without it (an error) the entry is still there. Not asked offline (a gate
  // phone often is), and asked again when the connection is back.
  const online = useOnline();
  const waiting = useRemote(online ? 'admin-corrections-waiting' : null, pendingCorrectionCount).data ?? 0;
  return (
    <main className="page">
      <PageHeader title={t`Administrator menu`} />
      <ActiveSite />
      <div className="page__body">
        {count > 0 ? (
          <p className="notice admin-menu__waiting" role="status">
            {plural(count, { one: '# scan is saved on this phone and waiting to be sent.', other: '# scans are saved on this phone and waiting to be sent.' })}
          </p>
        ) : null}
        <Link to="/adminScan" className="btn btn--primary btn--block btn--large">
          <QrIcon />
          <span>{t`Scan QR codes`}</span>
        </Link>
        <nav aria-label={t`Administrator menu`}>
          <ul className="menu-list menu-list--card">
            <li>
              <MenuLink to="/adminRoster" label={t`On site now`} />
            </li>
            <li>
              <MenuLink to="/adminSiteRecord" label={t`Record without a phone`} />
            </li>
            <li>
              <MenuLink to="/adminQrCheckedList" label={t`QR check list`} />
            </li>
            <li>
              <MenuLink to="/adminExports" label={t`Attendance files`} />
            </li>
            <li>
              <MenuLink to="/adminCorrections" label={t`Correction requests`} detail={waiting > 0 ? t`${waiting} waiting` : undefined} />
            </li>
            <li>
              <MenuLink to="/adminContractTemplates" label={t`Contract templates`} />
            </li>
            <li>
              <MenuLink to="/adminWorkers" label={t`Workers`} />
            </li>
            <li>
              <PasskeysEntry role="admin" className="admin-menu__passkeys" />
            </li>
            <li>
              <NotificationsSwitch audience="admin" />
            </li>
            <li>
              <InstallAppEntry />
            </li>
            <li>
              <LogoutButton />
            </li>
          </ul>
        </nav>
        <section className="card admin-menu__language" aria-label={t`App language`}>
          <span>{t`App language`}</span>
          <LanguageToggle />
        </section>
      </div>
      <AppVersionNote />
    </main>
  );
}
