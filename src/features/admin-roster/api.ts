/** The site admin's roster calls (issue 33, decision 077). */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { RosterSchema, type Roster } from '#contract/api-roster.ts';

/** Who is on the admin's site now (offline: the service worker's last copy, platform/pwa/offline-data.ts). */
export async function getRoster(signal: AbortSignal): Promise<Roster> {
  return parseAnswer(RosterSchema, api.get('admin/roster', { signal }));
}

/** The site's grace after the contracted start; answers the roster counted with it. */
export async function setArrivalGrace(graceMinutes: number): Promise<Roster> {
  return parseAnswer(RosterSchema, api.put('admin/roster/grace', { json: { graceMinutes } }));
}
