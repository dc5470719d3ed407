/** The certificate menu (/issueCertificateMenu): the three kinds of document, each to its month list. */
import { useLingui } from '@lingui/react/macro';
import { MenuLink } from '@/platform/ui/menu-link';
import { PageHeader } from '@/platform/ui/page-header';
import { useCertificateMessages } from './messages';

export function CertificateMenu() {
  useCertificateMessages();
  const { t } = useLingui();
  return (
    <main className="page">
      <PageHeader title={t`Certificate issuance`} back />
      <nav aria-label={t`Certificate issuance`}>
        <ul className="menu-list menu-list--card">
          <li>
            <MenuLink to="/employmentContractList" label={t`Employment contract`} />
          </li>
          <li>
            <MenuLink to="/employmentTaxReceiptList" label={t`Income tax withholding receipt`} />
          </li>
          <li>
            <MenuLink to="/paymentStatementList" label={t`Payment statement`} />
          </li>
        </ul>
      </nav>
    </main>
  );
}
