/**
 * The banks a worker's pay can go to, by their 금융결제원 code (the code bank transfer files name):
 * the banks, the local cooperatives and the internet banks day workers use. The names are the
 * banks' own (Korean), as a bank's transfer screen writes them.
 */
export const BANKS = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
  { code: '020', name: '우리은행' },
  { code: '081', name: '하나은행' },
  { code: '011', name: 'NH농협은행' },
  { code: '012', name: '지역 농·축협' },
  { code: '003', name: 'IBK기업은행' },
  { code: '090', name: '카카오뱅크' },
  { code: '089', name: '케이뱅크' },
  { code: '092', name: '토스뱅크' },
  { code: '071', name: '우체국' },
  { code: '045', name: '새마을금고' },
  { code: '048', name: '신협' },
  { code: '007', name: '수협은행' },
  { code: '002', name: 'KDB산업은행' },
  { code: '023', name: 'SC제일은행' },
  { code: '027', name: '한국씨티은행' },
  { code: '031', name: 'iM뱅크(대구)' },
  { code: '032', name: '부산은행' },
  { code: '034', name: '광주은행' },
  { code: '035', name: '제주은행' },
  { code: '037', name: '전북은행' },
  { code: '039', name: '경남은행' },
  { code: '050', name: '저축은행' },
  { code: '064', name: '산림조합' },
] as const;

export type BankCode = (typeof BANKS)[number]['code'];

export function bankName(code: string): string | undefined {
  return BANKS.find((bank) => bank.code === code)?.name;
}

/** An account number as typed: digits, spaces and '-' only, 10 to 16 digits. */
export function checkAccountNumber(input: string): 'required' | 'format' | null {
  const trimmed = input.trim();
  if (trimmed === '') return 'required';
  if (!/^[0-9 -]+$/.test(trimmed)) return 'format';
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 16 ? null : 'format';
}

export function normalizeAccountNumber(input: string): string {
  return input.replace(/\D/g, '');
}

/** Shown everywhere but the office's bank transfer file: the bank's last four digits only (****5678). */
export function maskAccountNumber(digits: string): string {
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
