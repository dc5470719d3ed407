import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as Contract from '../../src/shared/contract/api-contract.ts';
import * as Schemas from './schemas.ts';

/** Optional properties of a zod output type read `T | undefined`; the contract's do not. */
type Exact<T> = { [K in keyof T]: Exclude<T[K], undefined> };

describe('the zod schemas agree with the shared contract', () => {
  it('has the same request and answer types (checked by tsc)', () => {
    expectTypeOf<z.output<typeof Schemas.UserSessionSchema>>().toEqualTypeOf<Contract.UserSession>();
    expectTypeOf<z.output<typeof Schemas.YearlyPaySchema>>().toEqualTypeOf<Contract.YearlyPay>();
    expectTypeOf<z.output<typeof Schemas.AdminSessionSchema>>().toEqualTypeOf<Contract.AdminSession>();
    expectTypeOf<z.output<typeof Schemas.LoginRequestSchema>>().toEqualTypeOf<Contract.LoginRequest>();
    expectTypeOf<z.output<typeof Schemas.ReissueRequestSchema>>().toEqualTypeOf<Contract.ReissueRequest>();
    expectTypeOf<z.output<typeof Schemas.SessionCheckRequestSchema>>().toEqualTypeOf<Contract.SessionCheckRequest>();
    expectTypeOf<Exact<z.output<typeof Schemas.SessionCheckAnswerSchema>>>().toEqualTypeOf<Exact<Contract.SessionCheckAnswer>>();
    expectTypeOf<z.output<typeof Schemas.AdminVerifyRequestSchema>>().toEqualTypeOf<Contract.AdminVerifyRequest>();
    expectTypeOf<z.output<typeof Schemas.CorporationSiteSchema>>().toEqualTypeOf<Contract.CorporationSite>();
    expectTypeOf<z.output<typeof Schemas.AdminVerifyAnswerSchema>>().toEqualTypeOf<Contract.AdminVerifyAnswer>();
    expectTypeOf<z.output<typeof Schemas.AdminLoginRequestSchema>>().toEqualTypeOf<Contract.AdminLoginRequest>();
    expectTypeOf<z.output<typeof Schemas.HomeProjectSettingSchema>>().toEqualTypeOf<Contract.HomeProjectSetting>();
    expectTypeOf<z.output<typeof Schemas.WorkDayRecordSchema>>().toEqualTypeOf<Contract.WorkDayRecord>();
    expectTypeOf<z.output<typeof Schemas.WeeklyQuerySchema>>().toEqualTypeOf<Contract.WeeklyWorkQuery>();
    expectTypeOf<z.output<typeof Schemas.MonthlyWorkSchema>>().toEqualTypeOf<Contract.MonthlyWork>();
    expectTypeOf<z.output<typeof Schemas.PayStatementSchema>>().toEqualTypeOf<Contract.PayStatement>();
    expectTypeOf<z.output<typeof Schemas.DailySettlementSchema>>().toEqualTypeOf<Contract.DailySettlement>();
    expectTypeOf<Exact<z.output<typeof Schemas.ErrorSchema>>>().toEqualTypeOf<Exact<Contract.ApiErrorBody>>();
    expectTypeOf<z.output<typeof Schemas.QnaListItemSchema>>().toEqualTypeOf<Contract.QnaListItem>();
    expectTypeOf<z.output<typeof Schemas.QnaPageSchema>>().toEqualTypeOf<Contract.QnaPage>();
    expectTypeOf<z.output<typeof Schemas.QnaInquirySchema>>().toEqualTypeOf<Contract.QnaInquiry>();
    expectTypeOf<z.output<typeof Schemas.QnaWriteRequestSchema>>().toEqualTypeOf<Contract.QnaWriteRequest>();
    expectTypeOf<z.output<typeof Schemas.QnaAnswerRequestSchema>>().toEqualTypeOf<Contract.QnaAnswerRequest>();
    expectTypeOf<Exact<z.output<typeof Schemas.QrCodeRequestSchema>>>().toEqualTypeOf<Exact<Contract.QrCodeRequest>>();
    expectTypeOf<z.output<typeof Schemas.QrCodeSchema>>().toEqualTypeOf<Contract.QrCode>();
    expectTypeOf<Exact<z.output<typeof Schemas.QrScanRequestSchema>>>().toEqualTypeOf<Exact<Contract.QrScanRequest>>();
    expectTypeOf<z.output<typeof Schemas.ScannerKeysSchema>>().toEqualTypeOf<Contract.ScannerKeys>();
    expectTypeOf<z.output<typeof Schemas.DeviceKeyRequestSchema>>().toEqualTypeOf<Contract.DeviceKeyRequest>();
    expectTypeOf<z.output<typeof Schemas.DeviceKeyAnswerSchema>>().toEqualTypeOf<Contract.DeviceKeyAnswer>();
    expectTypeOf<z.output<typeof Schemas.QrScannedEventSchema>>().toEqualTypeOf<Contract.QrScannedEvent>();
    expectTypeOf<z.output<typeof Schemas.QrScanAnswerSchema>>().toEqualTypeOf<Contract.QrScanAnswer>();
    expectTypeOf<z.output<typeof Schemas.QrEventItemSchema>>().toEqualTypeOf<Contract.QrEventItem>();
    expectTypeOf<z.output<typeof Schemas.QrEventListSchema>>().toEqualTypeOf<Contract.QrEventList>();
    expectTypeOf<z.output<typeof Schemas.QrNextEventSchema>>().toEqualTypeOf<Contract.QrNextEvent>();
    expectTypeOf<z.output<typeof Schemas.ContractSummarySchema>>().toEqualTypeOf<Contract.ContractSummary>();
    expectTypeOf<z.output<typeof Schemas.ContractYearSchema>>().toEqualTypeOf<Contract.ContractYear>();
    expectTypeOf<z.output<typeof Schemas.PayDocumentYearSchema>>().toEqualTypeOf<Contract.PayDocumentYear>();
    expectTypeOf<z.output<typeof Schemas.ContractSignRequestSchema>>().toEqualTypeOf<Contract.ContractSignRequest>();
  });

  it('accepts what the contract describes', () => {
    const record: Contract.WorkDayRecord = { date: '20261120', workStartTime: '2026-11-20T07:58:00+09:00', workEndTime: Contract.NO_TIME, workingTime: 0 };
    expect(Schemas.WorkDayRecordSchema.parse(record)).toEqual(record);
    const error: Contract.ApiErrorBody = { code: 'TOO_MANY_ATTEMPTS', message: 'wait', retryAfter: 60 };
    expect(Schemas.ErrorSchema.parse(error)).toEqual(error);
  });

  it('checks Q&A writes with the shared rules, normalising title and content', () => {
    const parsed = Schemas.QnaWriteRequestSchema.parse({ category: 'pay', title: '  제목 ', content: '첫 줄\n  둘째 줄 \n' });
    expect(parsed).toEqual({ category: 'pay', title: '제목', content: '첫 줄\n  둘째 줄' });
    const rules = (input: unknown) => Schemas.QnaWriteRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(rules({ category: 'food', title: 'x'.repeat(101), content: ' ' })).toEqual(['categoryRequired', 'tooLong', 'required']);
  });

  it('validates phone numbers with the shared rule', () => {
    expect(Schemas.LoginRequestSchema.safeParse({ phone: '010-2345-6789', password: 'x' }).success).toBe(true);
    expect(Schemas.LoginRequestSchema.safeParse({ phone: '+82 10 2345 6789', password: 'x' }).success).toBe(false);
    expect(Schemas.LoginRequestSchema.safeParse({ phone: '02-123-4567', password: 'x' }).success).toBe(false);
  });
});
