/**
 * The employment contract (/employmentContract): the PDF with its download, and for a contract not
 * yet signed the agreement (docs/spec-notes.md §5: "must agree to all content") and the signature pad. Signing
 * ends in a success message or "Signing failed" with the reason; on failure the drawn signature is
 * kept for a retry. A signed contract shows when it was signed and cannot be signed again. The
 * contract states the worker's address: while the account has none, the screen says so and leads to
 * My account instead of offering to sign (the server would refuse: 409 ADDRESS_REQUIRED).
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useScreenState } from '@/platform/router/use-screen-state';
import { messageForError, useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import type { ContractSummary } from '#contract/api-certificates.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { Button } from '@/platform/ui/button';
import { Checkbox } from '@/platform/ui/checkbox';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { getContract, getContractPdf, signContract } from './api';
import { ContractStatus } from './contract-status';
import { DownloadButton } from './download-button';
import { PdfViewer } from './pdf-viewer';
import { RetryError } from './retry-error';
import { SignaturePad } from './signature-pad';
import { exportSignaturePng, watermarkText, type Stroke } from './signature-strokes';
import { useCertificateMessages } from './messages';

export function ContractViewScreen() {
  useCertificateMessages();
  const { t } = useLingui();
  const contractId = useScreenState().state.contractId;
  const title = t`Employment contract`;
  if (!contractId) {
    return (
      <main className="page certificates">
        <PageHeader title={title} back />
        <div className="empty-state">
          <p className="empty-state__title">{t`Choose a contract from the list.`}</p>
          <Link to="/employmentContractList" className="btn btn--primary">
            {title}
          </Link>
        </div>
      </main>
    );
  }
  return <ContractView id={contractId} title={title} />;
}

function ContractView({ id, title }: { id: string; title: string }) {
  const { t } = useLingui();
  const [version, setVersion] = useState(0);
  const contract = useRemote(`contract-${id}-${String(version)}`, (signal) => getContract(id, signal));
  const pdf = useRemote(`contract-pdf-${id}-${String(version)}`, (signal) => getContractPdf(id, signal));
  const error = useErrorMessage(contract.error ?? pdf.error);
  const [signed, setSigned] = useState(false);
  const summary = contract.loading ? undefined : contract.data;

  return (
    <main className="page certificates">
      <PageHeader
        title={title}
        back
        actions={<DownloadButton file={pdf.loading ? null : pdf.data} filename={`employment-contract-${summary?.validFrom ?? id}.pdf`} title={title} />}
      />
      {summary ? (
        <p className="certificates__subtitle">
          {summary.projectName} · <ContractStatus contract={summary} />
        </p>
      ) : null}
      {signed ? (
        <p className="note note--success" role="status">
          {t`The contract is signed. The signed copy is below and can be downloaded.`}
        </p>
      ) : null}
      {contract.loading || pdf.loading ? <LoadingNote /> : null}
      <RetryError message={error} onRetry={() => setVersion(version + 1)} />
      {!pdf.loading && pdf.data ? <PdfViewer file={pdf.data} label={title} /> : null}
      {summary && !summary.signature && summary.workerAddress === null ? <AddressNeeded contractId={summary.id} /> : null}
      {summary && !summary.signature && summary.workerAddress !== null && !pdf.loading && pdf.data ? (
        <SigningPanel
          contract={summary}
          onSigned={() => {
            setSigned(true);
            setVersion(version + 1);
          }}
        />
      ) : null}
    </main>
  );
}

/** Before signing: the account has no address yet, which the contract states. */
function AddressNeeded({ contractId }: { contractId: string }) {
  const { t } = useLingui();
  return (
    <div className="signing card">
      <p className="note" role="status">
        {t`This contract states your address, and your account has none yet. Add your address in My account, then come back to sign.`}
      </p>
      <Link to="/myAccount" state={{ contractToSign: contractId }} className="btn btn--primary btn--block">
        {t`Add my address`}
      </Link>
    </div>
  );
}

function SigningPanel({ contract, onSigned }: { contract: ContractSummary; onSigned: () => void }) {
  const { t } = useLingui();
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const [padOpen, setPadOpen] = useState(false);
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [watermark] = useState(() => watermarkText(contract.workerName, todayInSeoul().toString()));

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await signContract(contract.id, { agreed: true, documentSha256: contract.documentSha256, signaturePng: exportSignaturePng(strokes, watermark) });
      setPadOpen(false);
      setStrokes([]);
      onSigned();
    } catch (error) {
      const reason = t((await messageForError(error)).message);
      setFailure(t`Signing failed. ${reason}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="signing card">
      <Checkbox
        label={t`I have read this contract and agree to all of its content.`}
        checked={agreed}
        onChange={(event) => {
          setAgreed(event.target.checked);
          if (event.target.checked) setAgreeError(false);
        }}
      />
      <FormError message={agreeError ? t`You must agree to all content of the contract before signing.` : null} />
      {failure && !padOpen ? <FormError message={failure} /> : null}
      <Button
        block
        onClick={() => {
          if (!agreed) {
            setAgreeError(true);
            return;
          }
          setPadOpen(true);
        }}
      >
        {t`Sign`}
      </Button>
      {padOpen ? (
        <SignaturePad
          strokes={strokes}
          onStrokesChange={(next) => {
            setStrokes(next);
            setFailure(null);
          }}
          watermark={watermark}
          onSubmit={submit}
          onClose={() => setPadOpen(false)}
          busy={busy}
          failure={failure}
        />
      ) : null}
    </div>
  );
}
