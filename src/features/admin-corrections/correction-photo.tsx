/**
 * A request's photo: fetched with the admin's session into an object URL (use-object-url.ts), shown
 * small in the request, and large in a modal when tapped (platform/ui/enlargeable-photo.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { EnlargeablePhoto } from '@/platform/ui/enlargeable-photo';
import { getCorrectionPhoto } from './api';

/** `label` names the photo for screen readers (whose request, which day). */
export function CorrectionPhoto({ id, label }: { id: string; label: string }) {
  const { t } = useLingui();
  return (
    <EnlargeablePhoto
      pictureKey={id}
      load={(signal) => getCorrectionPhoto(id, signal)}
      label={label}
      enlargeLabel={t`Enlarge: ${label}`}
      closeLabel={t`Close`}
      failedText={t`The photo could not be loaded.`}
      className="correction-photo"
    />
  );
}
