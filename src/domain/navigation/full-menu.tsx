/**
 * The full menu opened from the bottom tab bar (docs/spec-notes.md §2): groups Home, Work, Statement, My info.
 * A modal <dialog> so focus stays inside while it is open and Escape closes it.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import '@/platform/router/history-state';
import { CloseIcon } from '@/platform/ui/icons';
import { LogoutButton } from '@/domain/personal-data/logout-button';
import { useMenuMessages } from '@/platform/i18n/menu-messages';

interface FullMenuProps {
  open: boolean;
  onClose: () => void;
}

export function FullMenu({ open, onClose }: FullMenuProps) {
  useMenuMessages();
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    document.documentElement.classList.add('scroll-locked');
    return () => {
      document.documentElement.classList.remove('scroll-locked');
      if (dialog.open) dialog.close();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="full-menu"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="full-menu__header">
        <h2 id={titleId} className="full-menu__title">{t`Menu`}</h2>
        <button type="button" className="icon-btn" aria-label={t`Close menu`} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-labelledby={titleId} onClick={(event) => { if ((event.target as HTMLElement).closest('a')) onClose(); }}>
        <section className="menu-group">
          <h3 className="menu-group__title">{t`Home`}</h3>
          <ul className="menu-list">
            <li><Link className="menu-list__item" to="/">{t`Today's work`}</Link></li>
          </ul>
        </section>
        <section className="menu-group">
          <h3 className="menu-group__title">{t`Work`}</h3>
          <ul className="menu-list">
            <li><Link className="menu-list__item" to="/work" state={{ workMode: 'calendar' }}>{t`Monthly history calendar`}</Link></li>
            <li><Link className="menu-list__item" to="/work" state={{ workMode: 'list' }}>{t`History list`}</Link></li>
            <li><Link className="menu-list__item" to="/workCorrections">{t`Correction requests`}</Link></li>
          </ul>
        </section>
        <section className="menu-group">
          <h3 className="menu-group__title">{t`Statement`}</h3>
          <ul className="menu-list">
            <li><Link className="menu-list__item" to="/incomeReceipt" state={{ statementMode: 'statement' }}>{t`Payment statement`}</Link></li>
            <li><Link className="menu-list__item" to="/incomeReceipt" state={{ statementMode: 'calendar' }}>{t`Daily statement`}</Link></li>
            <li><Link className="menu-list__item" to="/incomeMonthly">{t`Monthly income`}</Link></li>
          </ul>
        </section>
        <section className="menu-group">
          <h3 className="menu-group__title">{t`My info`}</h3>
          <ul className="menu-list">
            <li><Link className="menu-list__item" to="/accountManagementMenu">{t`Account management`}</Link></li>
            <li><Link className="menu-list__item" to="/userProject">{t`Company management`}</Link></li>
            <li><Link className="menu-list__item" to="/joinSite">{t`Join a site`}</Link></li>
            <li><Link className="menu-list__item" to="/issueCertificateMenu">{t`Certificate issuance`}</Link></li>
            <li><Link className="menu-list__item" to="/languageSetting">{t`Language setting`}</Link></li>
            <li><Link className="menu-list__item" to="/privacyPolicyList">{t`Privacy policy`}</Link></li>
            <li><LogoutButton /></li>
          </ul>
        </section>
      </nav>
    </dialog>
  );
}
