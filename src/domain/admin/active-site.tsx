/**
 * Which corporation-site an admin is working at (chosen at login; an admin may hold several): shown
 * under the header of the admin screens so a gate admin never scans at the wrong site unawares. The
 * answer is kept for offline reading like the other data screens (platform/pwa/offline-data.ts).
 */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { useRemote } from '@/platform/api/use-remote';
import { CorporationSiteSchema, type CorporationSite } from '#contract/api-auth.ts';

async function getCurrentSite(signal: AbortSignal): Promise<CorporationSite> {
  return parseAnswer(CorporationSiteSchema, api.get('admin/currentSite', { signal }));
}

export function ActiveSite() {
  const site = useRemote('admin-current-site', getCurrentSite);
  if (!site.data) return null;
  return (
    <p className="active-site">
      <span className="active-site__corporation">{site.data.corporationName}</span>
      <strong className="active-site__name">{site.data.siteName}</strong>
    </p>
  );
}
