/** Account management menu (docs/spec-notes.md §2): change password, change phone number, account cancellation. */
import { useLingui } from '@lingui/react/macro';
import { MenuLink } from '@/platform/ui/menu-link';
import { PageHeader } from '@/platform/ui/page-header';
import { useAccountMessages } from '@/platform/i18n/account-messages';

export function AccountManagementMenu() {
  useAccountMessages();
  const { t } = useLingui();
  return (
    <main className="page">
      <PageHeader title={t`Account management`} back />
      <nav aria-label={t`Account management`}>
        <ul className="menu-list menu-list--card">
          <li>
            <MenuLink to="/changePassword" label={t`Change password`} />
          </li>
          <li>
            <MenuLink to="/changePhoneNumber" label={t`Change phone number`} />
          </li>
          <li>
            <MenuLink to="/accountCancellation" label={t`Account cancellation`} />
          </li>
        </ul>
      </nav>
    </main>
  );
}
