/**
 * What this server's identity and certificate providers make possible (issue 31, decision 074). Its
 * own file: the login screen asks it, and the first screens carry no other identity schema.
 */
import * as v from 'valibot';

/**
 * GET /identity/offered: what this server's providers make possible (issue 31). Without an identity
 * provider the app offers no sign-up, no recovery by verification and no phone change: the site office
 * takes people on. Without a bank-certificate provider there is no certificate login.
 */
export const VerificationOfferSchema = v.object({
  identityVerification: v.pipe(v.boolean(), v.description('Sign-up, the forgotten-password recovery and phone changes (an identity provider is configured).')),
  bankCertLogin: v.pipe(v.boolean(), v.description('The bank-certificate login (a certificate provider is configured).')),
});
export type VerificationOffer = v.InferOutput<typeof VerificationOfferSchema>;
