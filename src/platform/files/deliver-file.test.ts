import { describe, expect, it, vi } from 'vitest';
import { deliverFile } from './deliver-file';

function environment(overrides: Partial<Parameters<typeof deliverFile>[3]> = {}) {
  return {
    standalone: false,
    canShareFiles: vi.fn(() => true),
    share: vi.fn(() => Promise.resolve()),
    open: vi.fn(),
    clickDownload: vi.fn(),
    createUrl: vi.fn(() => 'blob:document'),
    revokeUrl: vi.fn(),
    ...overrides,
  };
}

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('deliverFile', () => {
  it('downloads with a link in a browser tab (Chrome, Safari), even where sharing files is possible', async () => {
    const env = environment();
    expect(await deliverFile(pdf, 'payment-statement-2026-10.pdf', 'Payment statement', env)).toBe('downloaded');
    expect(env.clickDownload).toHaveBeenCalledWith('blob:document', 'payment-statement-2026-10.pdf');
    expect(env.share).not.toHaveBeenCalled();
  });

  it('shares the file in an installed app, where a download link does nothing on iOS', async () => {
    const share = vi.fn((data: ShareData) => Promise.resolve(void data));
    const env = environment({ standalone: true, share });
    expect(await deliverFile(pdf, 'employment-contract-2026-01-01.pdf', 'Employment contract', env)).toBe('shared');
    const file = share.mock.calls[0]?.[0].files?.[0];
    expect(file?.name).toBe('employment-contract-2026-01-01.pdf');
    expect(file?.type).toBe('application/pdf');
    expect(env.clickDownload).not.toHaveBeenCalled();
  });

  it('opens the file in an installed app without file sharing, or when sharing fails; a cancelled share does nothing', async () => {
    const noShare = environment({ standalone: true, canShareFiles: vi.fn(() => false) });
    expect(await deliverFile(pdf, 'a.pdf', 'A', noShare)).toBe('opened');
    expect(noShare.open).toHaveBeenCalledWith('blob:document');

    const failing = environment({ standalone: true, share: vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) });
    expect(await deliverFile(pdf, 'a.pdf', 'A', failing)).toBe('opened');

    const cancelled = environment({ standalone: true, share: vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError'))) });
    expect(await deliverFile(pdf, 'a.pdf', 'A', cancelled)).toBe('cancelled');
    expect(cancelled.open).not.toHaveBeenCalled();
  });
});
