/**
 * A worker's face for the gate (decision 080), as the admin's screens show it: the worker card and
 * the scanner's accepted scan. Fetched with the admin's session into an object URL (never stored by
 * the service worker or on the phone); the initials stand in while it loads, when it cannot load, and
 * when there is none.
 */
import { api } from '@/platform/api/client';
import { useObjectUrl } from '@/platform/files/use-object-url';

/** The worker's photo, for an admin of a site where they have a contract. */
export async function getWorkerPhoto(userId: string, signal: AbortSignal): Promise<Blob> {
  return api.get(`admin/workers/${encodeURIComponent(userId)}/photo`, { signal }).blob();
}

interface WorkerFaceProps {
  userId: string;
  /** Whether there is a photo to load (else the initials alone). */
  hasPhoto: boolean;
  initials: string;
  /** The photo's alternative text (whose face). */
  label: string;
  className: string;
  /** Changes when the photo was taken again: the new one is loaded. */
  version?: string | null | undefined;
}

export function WorkerFace({ userId, hasPhoto, initials, label, className, version }: WorkerFaceProps) {
  const { url } = useObjectUrl(hasPhoto ? `${userId}:${version ?? ''}` : null, (signal) => getWorkerPhoto(userId, signal));
  if (url) return <img className={className} src={url} alt={label} />;
  return (
    <span className={className} aria-hidden="true">
      {initials}
    </span>
  );
}
