/**
 * Handing a file (a PDF, a spreadsheet) to the user, in the way each place allows: in a browser tab a download (a blob link
 * with `download`); in an installed home-screen app, where such a link does nothing on iOS, the
 * share sheet with the file (save to Files, send, print), else the file opened in a new view.
 */

type Delivery = 'downloaded' | 'shared' | 'opened' | 'cancelled';

interface DeliveryEnvironment {
  standalone: boolean;
  canShareFiles: (files: File[]) => boolean;
  share: (data: ShareData) => Promise<void>;
  open: (url: string) => void;
  clickDownload: (url: string, filename: string) => void;
  createUrl: (blob: Blob) => string;
  revokeUrl: (url: string) => void;
}

function browserEnvironment(): DeliveryEnvironment {
  const navigatorWithStandalone = navigator as Navigator & { standalone?: boolean };
  return {
    standalone: window.matchMedia('(display-mode: standalone)').matches || navigatorWithStandalone.standalone === true,
    canShareFiles: (files) => typeof navigator.canShare === 'function' && typeof navigator.share === 'function' && navigator.canShare({ files }),
    share: (data) => navigator.share(data),
    // Without 'noopener': some standalone web views refuse a blob URL in a context cut off from its opener.
    open: (url) => {
      window.open(url, '_blank');
    },
    clickDownload: (url, filename) => {
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    },
    createUrl: (blob) => URL.createObjectURL(blob),
    revokeUrl: (url) => URL.revokeObjectURL(url),
  };
}

/** Long enough for the browser to read the blob after the click. */
const REVOKE_AFTER_MS = 60_000;

export async function deliverFile(blob: Blob, filename: string, title: string, environment: DeliveryEnvironment = browserEnvironment()): Promise<Delivery> {
  if (environment.standalone) {
    const file = new File([blob], filename, { type: blob.type || 'application/octet-stream' });
    if (environment.canShareFiles([file])) {
      try {
        await environment.share({ files: [file], title });
        return 'shared';
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
        // Not allowed or failed: open the file instead.
      }
    }
  }
  const url = environment.createUrl(blob);
  setTimeout(() => environment.revokeUrl(url), REVOKE_AFTER_MS);
  if (environment.standalone) {
    environment.open(url);
    return 'opened';
  }
  environment.clickDownload(url, filename);
  return 'downloaded';
}
