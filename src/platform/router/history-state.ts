/**
 * Typed navigation history state (docs/spec-notes.md, Sessions and the API client): the starting mode of the work and statement
 * screens travels here, never in the query string.
 */
export type WorkMode = 'calendar' | 'list';
export type StatementMode = 'statement' | 'calendar';

declare module '@tanstack/react-router' {
  interface HistoryState {
    workMode?: WorkMode;
    statementMode?: StatementMode;
    /** The month a month screen shows, 'yyyy-mm'; kept in history so back and reload return to it. */
    month?: string;
    /** The day a month screen opens on, yyyymmdd (a day tapped on home's week strip): its month, unless month says otherwise. */
    day?: string;
    /** The employer whose pay the statement screen shows (absent: the server's default); dropped with a new month. */
    corporationCode?: string;
    /**
     * Forgot password (issue 3): the verified recovery flow handed to /passwordReissue's sent notice
     * or to /changePhoneNumber. Without it those screens say access is not possible.
     */
    recovery?: RecoveryHandOff;
    /** The employment contract /employmentContract shows (chosen in its month list). */
    contractId?: string;
    /** My account opened from a contract that needs the worker's address: the way back once it is saved. */
    contractToSign?: string;
    /** Sign-up just registered this number: /login starts with it rather than a number saved before. */
    loginPhone?: string;
    /**
     * The number a phone change just made the login (/changePhoneNumber): its notice ("log in again
     * with your new number") survives a reload. The change ends every session of the account, so a
     * call already on its way (the session check) may meet the ended session and reload the page.
     */
    phoneChangedTo?: string;
    /** A forgotten password was just set with a texted code (issue 31): /login says so. */
    passwordSet?: boolean;
    /** The address a person without a session asked for (a worker screen): /login says so and goes there after. */
    returnTo?: string;
    /** The correction form opened from its day's record (issue 18): sending goes back to it, not on to a second copy. */
    fromDay?: boolean;
  }
}

/** What the forgot-password flow hands to the screen the person chose. */
export interface RecoveryHandOff {
  flowId: string;
  flowSecret: string;
  /** The registered number, masked (010-****-5678). */
  accountPhone: string;
  /** The number just verified, 010-1234-5678. */
  verifiedPhone: string;
  /** Set once the temporary password was sent: the masked number it went to. */
  sentTo?: string;
}
