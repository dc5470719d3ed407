/**
 * A PDF on a phone: fitted to the screen's width, with zoom in and out (the page scrolls both ways
 * when zoomed). react-pdf is loaded on first use (lazy); a failed load shows an error with a retry.
 */
import { useLingui } from '@lingui/react/macro';
import { Component, lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/platform/ui/button';
import { LoadingNote } from '@/platform/ui/loading-note';
import './certificates.css';

const importPdfPages = () => import('./pdf-pages');
/** Replaced on a retry: React.lazy keeps a failed import, so trying again must ask anew. */
let PdfPages = lazy(importPdfPages);

const ZOOMS = [1, 1.5, 2, 3] as const;

class LoadBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

export function PdfViewer({ file, label }: { file: Blob; label: string }) {
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [zoom, setZoom] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = ZOOMS[zoom] ?? 1;
  return (
    <section className="pdf-viewer" aria-label={label}>
      <div className="pdf-viewer__toolbar" role="toolbar" aria-label={t`Zoom`}>
        <Button variant="secondary" className="btn--small" onClick={() => setZoom(zoom - 1)} disabled={zoom === 0}>
          {t`Zoom out`}
        </Button>
        <span className="pdf-viewer__zoom" aria-live="polite">
          {zoom === 0 ? t`Fit to width` : `${String(Math.round(scale * 100))}%`}
        </span>
        <Button variant="secondary" className="btn--small" onClick={() => setZoom(zoom + 1)} disabled={zoom === ZOOMS.length - 1}>
          {t`Zoom in`}
        </Button>
      </div>
      {/* Focusable so the pages can be scrolled by keyboard (arrows, Page Down) as well as by touch. */}
      <div ref={scrollRef} className="pdf-viewer__scroll" tabIndex={0} role="region" aria-label={t`Document pages`}>
        <LoadBoundary
          key={attempt}
          fallback={() => (
            <div className="pdf-viewer__state">
              <p className="form__error" role="alert">{t`The document could not be shown.`}</p>
              <Button
              variant="secondary"
              onClick={() => {
                PdfPages = lazy(importPdfPages);
                setAttempt(attempt + 1);
              }}
            >
                {t`Try again`}
              </Button>
            </div>
          )}
        >
          <Suspense fallback={<LoadingNote />}>{width > 0 ? <PdfPages file={file} width={Math.floor(width * scale)} label={label} /> : null}</Suspense>
        </LoadBoundary>
      </div>
    </section>
  );
}
