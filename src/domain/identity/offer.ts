/**
 * What this server's providers make possible (GET /identity/offered, issue 31): without an identity
 * provider there is no sign-up, no recovery by verification and no phone change (the site office
 * takes people on); without a certificate provider no certificate login. The screens offer only
 * what works. The last answer is kept on the phone, so the next visit knows at once. On the very
 * first visit the login offers everything until the answer (never holding back what a server has;
 * the screens behind the links say it when they are not offered), and the screens that are one way
 * or the other (sign-up, recovery) wait for it; a question that fails counts as everything offered.
 */
import { useEffect, useState } from 'react';
import { api, NO_AUTH } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { parseStored } from '@/platform/stored/parse-stored';
import { VerificationOfferSchema, type VerificationOffer } from '#contract/api-identity-offer.ts';

const OFFER_KEY = 'wfm-verification-offer';
export const EVERYTHING_OFFERED: VerificationOffer = { identityVerification: true, bankCertLogin: true };

function rememberedOffer(): VerificationOffer | null {
  try {
    const raw = localStorage.getItem(OFFER_KEY);
    return raw === null ? null : parseStored(VerificationOfferSchema, JSON.parse(raw));
  } catch {
    return null;
  }
}

/** One question per page load, shared by every screen that asks. */
let asked: Promise<VerificationOffer> | null = null;

function askServer(): Promise<VerificationOffer> {
  asked ??= parseAnswer(VerificationOfferSchema, api.get('identity/offered', NO_AUTH)).then(
    (offer) => {
      try {
        localStorage.setItem(OFFER_KEY, JSON.stringify(offer));
      } catch {
        // A phone that keeps nothing asks again next time.
      }
      return offer;
    },
    (error: unknown) => {
      asked = null;
      throw error;
    },
  );
  return asked;
}

/**
 * The offer as last known, then as the server says; null while a phone that never asked waits for
 * the first answer (a failed question: as last known, else everything).
 */
export function useVerificationOffer(): VerificationOffer | null {
  const [offer, setOffer] = useState(rememberedOffer);
  useEffect(() => {
    let live = true;
    askServer().then(
      (answer) => {
        if (live) setOffer(answer);
      },
      () => {
        if (live) setOffer((known) => known ?? EVERYTHING_OFFERED);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return offer;
}

/** For the tests: forget the answer of this page load. */
export function forgetAskedOffer(): void {
  asked = null;
}
