/**
 * /adminExports (issue 33, decision 078): the site's attendance files for the office — the day's
 * attendance (출역일보) and the month's summary — as CSV (opens in any spreadsheet; UTF-8, so Korean
 * reads right in Excel) or Excel (XLSX), in the app's language. A day or month after today cannot be
 * chosen (the server refuses it too); the file goes to the phone as a download or the share sheet
 * (platform/files/deliver-file.ts), and the screen says which file was saved. The files need the
 * server: offline, pressing says so.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { exportFileName, type ExportFormat } from '#contract/api-exports.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { isIsoDate } from '#contract/seoul-calendar.ts';
import { ActiveSite } from '@/domain/admin/active-site';
import { messageForError } from '@/platform/api/error-messages';
import { deliverFile } from '@/platform/files/deliver-file';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { PageHeader } from '@/platform/ui/page-header';
import { TextField } from '@/platform/ui/text-field';
import { currentAdminSiteCode } from '@/platform/session/current-user';
import { downloadDay, downloadMonth } from './api';
import { useAdminExportMessages } from './messages';
import './admin-exports.css';

const MONTH = /^(\d{4})-(\d{2})$/;

export function AdminExportsScreen() {
  useAdminExportMessages();
  const { t } = useLingui();
  const [today] = useState(() => todayInSeoul().toString());
  const thisMonth = today.slice(0, 7);
  const [day, setDay] = useState(today);
  const [month, setMonth] = useState(thisMonth);
  const siteCode = currentAdminSiteCode() ?? 'site';

  const dayProblem = (): string | null => {
    if (!isIsoDate(day)) return t`Choose a day.`;
    return day > today ? t`Choose today or an earlier day.` : null;
  };
  const monthProblem = (): string | null => {
    const match = MONTH.exec(month);
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return t`Choose a month.`;
    return month > thisMonth ? t`Choose this month or an earlier one.` : null;
  };

  return (
    <main className="page exports">
      <PageHeader title={t`Attendance files`} back />
      <ActiveSite />
      <div className="page__body">
        <p className="muted exports__intro">{t`For the office: CSV opens in any spreadsheet; Excel keeps the columns and numbers as they are.`}</p>
        <ExportCard
          title={t`Daily attendance`}
          description={t`Each worker who started work that day: trade, start, end, hours and how it was recorded, with the total.`}
          field={<TextField label={t`Day`} name="day" type="date" max={today} value={day} onChange={(event) => setDay(event.target.value)} />}
          problem={dayProblem}
          fileName={(format) => exportFileName(siteCode, day, format)}
          download={(format) => downloadDay(day, format)}
        />
        <ExportCard
          title={t`Monthly summary`}
          description={t`Each worker's hours on each day of the month, the days worked and the total hours, with the totals.`}
          field={<TextField label={t`Month`} name="month" type="month" max={thisMonth} value={month} onChange={(event) => setMonth(event.target.value)} />}
          problem={monthProblem}
          fileName={(format) => exportFileName(siteCode, month, format)}
          download={(format) => {
            const [year, number] = month.split('-').map(Number);
            return downloadMonth(year ?? 0, number ?? 0, format);
          }}
        />
      </div>
    </main>
  );
}

interface ExportCardProps {
  title: string;
  description: string;
  field: ReactNode;
  /** The field's rule broken, or null. */
  problem: () => string | null;
  fileName: (format: ExportFormat) => string;
  download: (format: ExportFormat) => Promise<Blob>;
}

/** One file: its period field and a button per format; what was saved, or why not. */
function ExportCard({ title, description, field, problem, fileName, download }: ExportCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function get(format: ExportFormat) {
    setStatus(null);
    setError(null);
    const broken = problem();
    if (broken) {
      setError(broken);
      return;
    }
    setBusy(format);
    try {
      const name = fileName(format);
      const delivery = await deliverFile(await download(format), name, title);
      if (delivery !== 'cancelled') setStatus(t`Saved: ${name}`);
    } catch (failure) {
      setError(t((await messageForError(failure)).message));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card exports__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      <p className="muted exports__description">{description}</p>
      {field}
      <FormError message={error} />
      <p className="note" role="status" hidden={!status}>
        {status}
      </p>
      <div className="exports__buttons">
        <Button variant="secondary" busy={busy === 'csv'} disabled={busy !== null && busy !== 'csv'} onClick={() => void get('csv')}>
          {t`Download CSV`}
        </Button>
        <Button variant="secondary" busy={busy === 'xlsx'} disabled={busy !== null && busy !== 'xlsx'} onClick={() => void get('xlsx')}>
          {t`Download Excel`}
        </Button>
      </div>
    </section>
  );
}
