/**
 * The account part of the WFM API contract (issue 3): identity verification through a provider
 * (NICE-style real-name and phone verification, KB-style bank certificate), registration, account
 * recovery, password and phone changes, cancellation, the account summary, policies and the
 * project choice. Types and constants only, shared by the PWA and the server like api-contract.ts.
 */
import type { Gender, Nationality } from './identity-rules.ts';
import type { Language } from './languages.ts';

export type { Gender, Nationality };

/** What a verification flow is for. */
export const VERIFICATION_PURPOSES = ['join', 'recovery', 'changePhone'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** The provider's services: NICE real-name check (name + registration number), NICE phone verification. */
export const IDENTITY_SERVICES = ['realName', 'phone'] as const;
export type IdentityService = (typeof IDENTITY_SERVICES)[number];

/** The account's language (texts, SMS): one of the app's languages (languages.ts). */
export type AppLanguage = Language;

/** Policy kinds: the privacy policy, the terms of use, and the optional SMS notices consent. */
export const POLICY_KINDS = ['privacy', 'terms', 'notices'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
