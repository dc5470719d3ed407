/** /componentTest: a gallery of the shared UI parts, to see them together in both languages. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { Checkbox } from '@/platform/ui/checkbox';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon, HomeIcon, MenuIcon, PersonIcon, QrIcon, WonIcon } from '@/platform/ui/icons';
import { LanguageToggle } from '@/platform/ui/language-toggle';
import { PageHeader } from '@/platform/ui/page-header';
import { TextField } from '@/platform/ui/text-field';
import { useGalleryMessages } from './messages';

export function ComponentGallery() {
  useGalleryMessages();
  const { t } = useLingui();
  const [dialog, setDialog] = useState<'none' | 'confirm' | 'alert'>('none');
  const [lastAnswer, setLastAnswer] = useState('');
  const [checked, setChecked] = useState(false);
  const [text, setText] = useState('');

  return (
    <main className="page">
      <PageHeader title={t`Component gallery`} back />
      <div className="page__body gallery">
        <section>
          <h2 className="gallery__title">{t`Buttons`}</h2>
          <div className="gallery__row">
            <Button>{t`Primary`}</Button>
            <Button variant="secondary">{t`Secondary`}</Button>
            <Button variant="text">{t`Text`}</Button>
            <Button variant="danger">{t`Danger`}</Button>
            <Button busy>{t`Working`}</Button>
          </div>
        </section>
        <section>
          <h2 className="gallery__title">{t`Text fields`}</h2>
          <TextField label={t`Mobile number`} placeholder="010-1234-5678" value={text} onChange={(event) => setText(event.target.value)} hint={t`Digits and - only.`} />
          <TextField label={t`With an error`} defaultValue="010-12ab" error={t`Only digits and - are allowed in the phone number.`} />
        </section>
        <section>
          <h2 className="gallery__title">{t`Checkbox`}</h2>
          <Checkbox label={t`Save account`} checked={checked} onChange={(event) => setChecked(event.target.checked)} />
        </section>
        <section>
          <h2 className="gallery__title">{t`Alert dialog`}</h2>
          <div className="gallery__row">
            <Button variant="secondary" onClick={() => setDialog('confirm')}>{t`Open with cancel`}</Button>
            <Button variant="secondary" onClick={() => setDialog('alert')}>{t`Open without cancel`}</Button>
          </div>
          <p className="muted" role="status">{lastAnswer}</p>
          <AlertDialog
            open={dialog === 'confirm'}
            title={t`Confirm`}
            confirmLabel={t`OK`}
            cancelLabel={t`Cancel`}
            onConfirm={() => { setDialog('none'); setLastAnswer(t`You chose OK.`); }}
            onCancel={() => { setDialog('none'); setLastAnswer(t`You chose Cancel.`); }}
          >
            <p>{t`The page behind cannot scroll while this dialog is open.`}</p>
          </AlertDialog>
          <AlertDialog
            open={dialog === 'alert'}
            title={t`Notice`}
            confirmLabel={t`OK`}
            onConfirm={() => { setDialog('none'); setLastAnswer(t`You chose OK.`); }}
          >
            <p>{t`A dialog with one button.`}</p>
          </AlertDialog>
        </section>
        <section>
          <h2 className="gallery__title">{t`Language`}</h2>
          <LanguageToggle />
        </section>
        <section>
          <h2 className="gallery__title">{t`Icons`}</h2>
          <div className="gallery__row gallery__icons">
            <MenuIcon /><HomeIcon /><CalendarIcon /><WonIcon /><PersonIcon /><QrIcon /><ChevronLeftIcon /><ChevronRightIcon /><CloseIcon />
          </div>
        </section>
      </div>
    </main>
  );
}
