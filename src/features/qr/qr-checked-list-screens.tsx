import { useLingui } from '@lingui/react/macro';
import { exportFileName } from '#contract/api-exports.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { currentAdminSiteCode } from '@/platform/session/current-user';
import { downloadSiteEvents, listMyEvents, listSiteEvents, type EventQuery } from './api';
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
  return <QrCheckedList title={t`QR check list`} load={listSiteEvents} showWorker above={<ActiveSite />} download={SITE_CSV} />;
}

/** The admin's search of a day as CSV: qr-check-list-P1001-2026-11-20.csv. */
const SITE_CSV = {
  file: downloadSiteEvents,
  name: (query: EventQuery) => exportFileName(currentAdminSiteCode() ?? 'site', parseYyyymmdd(query.day)?.toString() ?? query.day, 'csv', 'qr-check-list'),
};
