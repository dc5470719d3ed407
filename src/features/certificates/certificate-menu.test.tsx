/** The certificate menu (/issueCertificateMenu): the three kinds of document, each leading to its month list. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { payDocumentYear } from '@/testing/certificate-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

it('lists the three documents, each leading to its month list', async () => {
  const api = fakeApi();
  api.answer('GET certificates/statements', payDocumentYear(2026, []));
  const { path } = await renderScreen('/issueCertificateMenu', { session: 'worker', now: '2026-11-18T10:00:00+09:00' });
  const menu = within(await screen.findByRole('navigation', { name: 'Certificate issuance' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Certificate issuance' })).toBeTruthy();
  expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Employment contract', '/employmentContractList'],
    ['Income tax withholding receipt', '/employmentTaxReceiptList'],
    ['Payment statement', '/paymentStatementList'],
  ]);
  await act(async () => fireEvent.click(menu.getByRole('link', { name: 'Payment statement' })));
  expect(await screen.findByRole('heading', { level: 1, name: 'Payment statement' })).toBeTruthy();
  expect(path()).toBe('/paymentStatementList');
});
