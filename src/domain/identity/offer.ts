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
import { whenSettled } from '@/platform/first-screen/when-settled';
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

/**
 * `task` once the first screen has settled, or at the person's first touch or key, whichever comes
 * first (the login loads the API client then anyway, for its own call). Returns its cancel.
 */
function whenSettledOrTouched(task: () => void): () => void {
  const touches = ['pointerdown', 'keydown', 'focusin'] as const;
  let cancelSettled = () => {};
  const stop = () => {
    cancelSettled();
    for (const type of touches) window.removeEventListener(type, once, true);
  };
  function once() {
    stop();
    task();
  }
  cancelSettled = whenSettled(once);
  for (const type of touches) window.addEventListener(type, once, true);
  return stop;
}

/** The question, with the API client (ky) loaded for it (the login screen asks once settled, and carries no HTTP client before). */
async function fetchOffer(): Promise<VerificationOffer> {
  const [{ api, NO_AUTH }, { parseAnswer }] = await Promise.all([import('@/platform/api/client'), import('@/platform/api/parse')]);
  return parseAnswer(VerificationOfferSchema, api.get('identity/offered', NO_AUTH));
}

function askServer(): Promise<VerificationOffer> {
  asked ??= fetchOffer().then(
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
 * the first answer (a failed question: as last known, else everything). `settled`: the question
 * waits until the screen has settled (the login: a first screen, which takes input before it loads
 * the API client; its links show what the phone kept, or everything, until then).
 */
export function useVerificationOffer({ settled = false }: { settled?: boolean } = {}): VerificationOffer | null {
  const [offer, setOffer] = useState(rememberedOffer);
  useEffect(() => {
    let live = true;
    const ask = () => {
      askServer().then(
        (answer) => {
          if (live) setOffer(answer);
        },
        () => {
          if (live) setOffer((known) => known ?? EVERYTHING_OFFERED);
        },
      );
    };
    let cancel = () => {};
    if (settled) cancel = whenSettledOrTouched(ask);
    else ask();
    return () => {
      live = false;
      cancel();
    };
  }, [settled]);
  return offer;
}

/** For the tests: forget the answer of this page load. */
export function forgetAskedOffer(): void {
  asked = null;
}
