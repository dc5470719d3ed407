import { useLingui } from '@lingui/react/macro';
import { listMyEvents, listSiteEvents } from './api';
import { QrCheckedList } from './qr-checked-list';
import { ActiveSite } from '@/domain/admin/active-site';
import { useQrMessages } from './messages';

/** /qrCheckedList: the worker's own recorded events. */
export function MyQrCheckedList() {
  useQrMessages();
  const { t } = useLingui();
  return <QrCheckedList title={t`QR check list`} load={listMyEvents} showWorker={false} />;
}

/** /adminQrCheckedList: the events recorded at the admin's corporation-site. */
export function SiteQrCheckedList() {
  useQrMessages();
  const { t } = useLingui();
  return <QrCheckedList title={t`QR check list`} load={listSiteEvents} showWorker above={<ActiveSite />} />;
}
