import { describe, expect, it } from 'vitest';
import { checkStayStatus, employmentInsuranceByStay, normalizeStayStatus } from './stay-status.ts';

describe('stay status', () => {
  it('normalizes what an admin types and refuses what is not a status', () => {
    expect(['e9', 'E 9', 'e-9', 'F-4-11', 'h2'].map(normalizeStayStatus)).toEqual(['E-9', 'E-9', 'E-9', 'F-4-11', 'H-2']);
    expect(['E-9', 'f4', '', 'Z-1', '비전문취업'].map(checkStayStatus)).toEqual([null, null, 'required', 'stayFormat', 'stayFormat']);
  });

  it('covers F-2, F-5, F-6, E-9 and H-2 (a detailed code by its status); others only when applied for', () => {
    const covered = (stayStatus: string, employmentInsuranceOptIn = false) => employmentInsuranceByStay({ foreigner: true, stayStatus, country: 'VN', employmentInsuranceOptIn });
    expect(['F-2', 'F-5', 'F-6', 'E-9', 'H-2', 'F-2-7'].map((stay) => covered(stay))).toEqual([true, true, true, true, true, true]);
    expect(['F-4', 'E-7', 'D-2', 'F-4-11'].map((stay) => covered(stay))).toEqual([false, false, false, false]);
    expect(covered('F-4', true)).toBe(true);
  });
});
