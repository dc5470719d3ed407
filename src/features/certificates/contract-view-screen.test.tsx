/**
 * The employment contract (/employmentContract) against the fake API: the PDF's pages (react-pdf
 * replaced, see below), the agreement, the signature pad (strokes drawn with pointer events, undo,
 * an empty pad), signing (what is sent, the signed state after), a failed signing that keeps the
 * drawing, each refusal of the server, a contract without the worker's address, a signed one, no
 * contract chosen, loading and a failed load with its retry.
 *
 * What stays in e2e: drawing the PDF (pdf.js in a real browser), the strokes' ink and the PNG's
 * pixels, and the download. Here react-pdf is replaced at module level by a Document that reports
 * two pages of the file it is given and a Page that draws nothing; happy-dom computes no layout, so
 * the viewer's width (clientWidth) is set to a phone's, and a canvas gives a fixed PNG.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractSummary } from '#contract/api-certificates.ts';
import { accountAnswer } from '@/testing/account-answers';
import { contractSummary, PDF_BYTES } from '@/testing/certificate-answers';
import type { FakeApi } from '@/testing/fake-api';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const shown = vi.hoisted(() => ({ files: [] as Blob[] }));
vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({ file, onLoadSuccess, children }: { file: Blob; onLoadSuccess: (document: { numPages: number }) => void; children: ReactNode }) => {
    useEffect(() => {
      shown.files.push(file);
      onLoadSuccess({ numPages: 2 });
    }, [file, onLoadSuccess]);
    return <div>{children}</div>;
  },
  Page: () => null,
}));

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUg==';
beforeEach(() => {
  shown.files = [];
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  const context = new Proxy({}, { get: () => () => undefined }) as CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(`data:image/png;base64,${PNG_BASE64}`);
});
afterEach(() => vi.restoreAllMocks());

const NOW = '2026-11-18T10:00:00+09:00';
const UNSIGNED = contractSummary();
const SIGNED: ContractSummary = { ...UNSIGNED, signature: { signedAt: '2026-11-18T10:05:00+09:00', changedSinceSigning: false } };

function answerContract(api: FakeApi, contract: ContractSummary, options?: { once: true }): void {
  api.answer('GET certificates/contracts/{id}', contract, options);
  api.answerFile('GET certificates/contracts/{id}/pdf', PDF_BYTES, options);
}

async function openContract(contractId: string | null = 'k-301') {
  const rendered = await renderScreen('/employmentContract', { session: 'worker', now: NOW, state: contractId ? { month: '2026-11', contractId } : {} });
  await screen.findByRole('heading', { level: 1, name: 'Employment contract' });
  return rendered;
}

async function click(element: HTMLElement): Promise<void> {
  await act(async () => fireEvent.click(element));
}

const signButton = () => screen.getByRole('button', { name: 'Sign' });

/** Agrees and opens the pad. */
async function openPad(): Promise<HTMLElement> {
  await click(screen.getByLabelText('I have read this contract and agree to all of its content.'));
  await click(signButton());
  return screen.getByRole('dialog', { name: 'Sign' });
}

/** One stroke on the pad, as a finger draws it. */
function stroke(pad: HTMLElement): void {
  const canvas = within(pad).getByRole('img', { name: /^Signature pad/ });
  fireEvent.pointerDown(canvas, { pointerId: 1, pointerType: 'touch', clientX: 40, clientY: 60 });
  for (const x of [60, 80, 100]) fireEvent.pointerMove(canvas, { pointerId: 1, pointerType: 'touch', clientX: x, clientY: 50 });
  fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 50 });
}

function padState(pad: HTMLElement): string | null {
  return within(pad).getByRole('img', { name: /^Signature pad/ }).getAttribute('aria-label');
}

describe('the employment contract (English)', () => {
  it('an unsigned contract: its pages, project and state, the download, and the agreement before the pad', async () => {
    const api = fakeApi();
    answerContract(api, UNSIGNED);
    await openContract();
    expect(await screen.findByRole('img', { name: 'Employment contract, page 2 of 2' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Employment contract, page 1 of 2' })).toBeTruthy();
    expect(screen.getByText('송도 아파트 3단지 신축공사 ·', { exact: false }).textContent).toBe('송도 아파트 3단지 신축공사 · Not signed');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    // The PDF as the server sent it, in the app's language.
    expect(api.lastRequest('GET certificates/contracts/{id}/pdf').path).toBe('certificates/contracts/k-301/pdf');
    expect(Object.fromEntries(api.lastRequest('GET certificates/contracts/{id}/pdf').query)).toEqual({ lang: 'en' });
    expect(shown.files.at(-1)?.type).toBe('application/pdf');
    expect(await shown.files.at(-1)?.text()).toBe('%PDF-1.7\n%test\n');

    await click(signButton());
    expect(screen.getByRole('alert').textContent).toBe('You must agree to all content of the contract before signing.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await click(screen.getByLabelText('I have read this contract and agree to all of its content.'));
    expect(screen.queryByRole('alert')).toBeNull();
    await click(signButton());
    expect(screen.getByRole('dialog', { name: 'Sign' })).toBeTruthy();
  });

  it('the pad: an empty one is not sent; strokes are counted, undone and cleared', async () => {
    const api = fakeApi();
    answerContract(api, UNSIGNED);
    await openContract();
    await screen.findByRole('img', { name: 'Employment contract, page 1 of 2' });
    const pad = await openPad();
    expect(within(pad).getByText('Draw your signature with your finger or a pen inside the box.')).toBeTruthy();
    expect(within(pad).getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
    await click(within(pad).getByRole('button', { name: 'Submit signature' }));
    expect(within(pad).getByRole('alert').textContent).toBe('Draw your signature before you submit it.');
    stroke(pad);
    expect(within(pad).queryByRole('alert')).toBeNull();
    stroke(pad);
    expect(padState(pad)).toBe('Signature pad, 2 strokes drawn');
    await click(within(pad).getByRole('button', { name: 'Undo' }));
    expect(padState(pad)).toBe('Signature pad, 1 stroke drawn');
    await click(within(pad).getByRole('button', { name: 'Clear' }));
    expect(padState(pad)).toBe('Signature pad, 0 strokes drawn');
    await click(within(pad).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST certificates/contracts/{id}/signature')).toBe(0);
  });

  it('a failed signing says why and keeps the drawing, closed and opened again too; the retry signs and the signed contract is shown', async () => {
    const api = fakeApi();
    answerContract(api, UNSIGNED, { once: true });
    answerContract(api, SIGNED);
    api.refuse('POST certificates/contracts/{id}/signature', 500, 'INTERNAL', undefined, { once: true });
    const signing = api.defer('POST certificates/contracts/{id}/signature');
    await openContract();
    await screen.findByRole('img', { name: 'Employment contract, page 1 of 2' });
    let pad = await openPad();
    stroke(pad);
    stroke(pad);
    await click(within(pad).getByRole('button', { name: 'Submit signature' }));
    expect((await within(pad).findByRole('alert')).textContent).toBe('Signing failed. Something went wrong on the server. Try again in a moment.');
    expect(padState(pad)).toBe('Signature pad, 2 strokes drawn');
    expect(api.lastRequest('POST certificates/contracts/{id}/signature').body).toEqual({ agreed: true, documentSha256: 'a'.repeat(64), signaturePng: PNG_BASE64 });

    // Closed, the failure stays on the screen; opened again, the drawing is still there.
    await click(within(pad).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alert').textContent).toBe('Signing failed. Something went wrong on the server. Try again in a moment.');
    await click(signButton());
    pad = screen.getByRole('dialog', { name: 'Sign' });
    expect(padState(pad)).toBe('Signature pad, 2 strokes drawn');

    await click(within(pad).getByRole('button', { name: 'Try again' }));
    await signing.requested;
    // Sending again: the failure is gone while it waits.
    expect(within(pad).getByRole('button', { name: 'Submit signature' }).getAttribute('aria-busy')).toBe('true');
    expect(within(pad).queryByRole('alert')).toBeNull();
    expect(within(pad).getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
    await act(async () => signing.answer(SIGNED));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The contract is signed. The signed copy is below and can be downloaded.');
    expect(await screen.findByText('Signed on 2026.11.18')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    // The contract and its PDF (now the signed copy) are asked for again.
    expect(api.callsTo('GET certificates/contracts/{id}')).toBe(2);
    expect(api.callsTo('GET certificates/contracts/{id}/pdf')).toBe(2);
  });

  it.each([
    [409, 'CONTRACT_CHANGED', 'Signing failed. The contract has changed since you opened it. Read it again before you sign.'],
    [409, 'CONTRACT_SIGNED', 'Signing failed. This contract is already signed.'],
    [409, 'ADDRESS_REQUIRED', 'Signing failed. The contract needs your address. Add it in My account, then sign.'],
    [400, 'BAD_REQUEST', 'Signing failed. Some of what you entered is not valid. Check it and try again.'],
  ] as const)('a refusal %i %s is said in the pad', async (status, code, message) => {
    const api = fakeApi();
    answerContract(api, UNSIGNED);
    api.refuse('POST certificates/contracts/{id}/signature', status, code, code === 'BAD_REQUEST' ? { fields: { signaturePng: 'image' } } : undefined);
    await openContract();
    await screen.findByRole('img', { name: 'Employment contract, page 1 of 2' });
    const pad = await openPad();
    stroke(pad);
    await click(within(pad).getByRole('button', { name: 'Submit signature' }));
    expect((await within(pad).findByRole('alert')).textContent).toBe(message);
    expect(padState(pad)).toBe('Signature pad, 1 stroke drawn');
  });

  it('without a connection the signing fails with the reason and the drawing stays', async () => {
    const api = fakeApi();
    answerContract(api, UNSIGNED);
    api.failNetwork('POST certificates/contracts/{id}/signature');
    await openContract();
    await screen.findByRole('img', { name: 'Employment contract, page 1 of 2' });
    const pad = await openPad();
    stroke(pad);
    await click(within(pad).getByRole('button', { name: 'Submit signature' }));
    expect((await within(pad).findByRole('alert')).textContent).toBe('Signing failed. Cannot reach the server. Check your connection and try again.');
    expect(padState(pad)).toBe('Signature pad, 1 stroke drawn');
  });

  it('no address on the account yet: the contract leads to My account instead of signing', async () => {
    const api = fakeApi();
    answerContract(api, { ...UNSIGNED, workerAddress: null });
    const { router } = await openContract();
    expect(
      await screen.findByText('This contract states your address, and your account has none yet. Add your address in My account, then come back to sign.'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Add my address' });
    expect(link.getAttribute('href')).toBe('/myAccount');
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    api.answer('GET account', accountAnswer({ name: '김민준', phone: '010-2345-6789', birthDate: '1990-01-01', rrnMasked: '900101-1******', address: null }));
    await click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myAccount'));
    expect(router.state.location.state).toMatchObject({ contractToSign: 'k-301' });
  });

  it('a signed contract says when, and that it changed since; it cannot be signed again', async () => {
    const api = fakeApi();
    answerContract(api, { ...SIGNED, signature: { signedAt: '2026-11-02T09:00:00+09:00', changedSinceSigning: true } });
    await openContract();
    expect(await screen.findByText('Signed on 2026.11.02')).toBeTruthy();
    expect(screen.getByText('Changed after signing')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Employment contract, page 1 of 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(screen.queryByLabelText('I have read this contract and agree to all of its content.')).toBeNull();
  });

  it('no contract chosen: back to the list', async () => {
    fakeApi();
    await openContract(null);
    expect(screen.getByText('Choose a contract from the list.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Employment contract' }).getAttribute('href')).toBe('/employmentContractList');
  });

  it('while loading says so; a failed load says why and tries again', async () => {
    const api = fakeApi();
    const contract = api.defer('GET certificates/contracts/{id}');
    api.answerFile('GET certificates/contracts/{id}/pdf', PDF_BYTES);
    api.answer('GET certificates/contracts/{id}', UNSIGNED);
    await openContract();
    await contract.requested;
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => contract.refuse(404, 'NOT_FOUND'));
    expect((await screen.findByRole('alert')).textContent).toBe('What you asked for was not found.');
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
