import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQrCamera, type QrCamera } from './use-qr-camera';

const decodeFromConstraints = vi.fn();
vi.mock('@zxing/browser', () => ({
  BrowserQRCodeReader: class {
    decodeFromConstraints = decodeFromConstraints;
  },
}));

/** The hook's latest answer, as the probe component last rendered it. */
const probe: { camera: QrCamera | null } = { camera: null };
function Probe({ wanted, onDecode }: { wanted: boolean; onDecode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useQrCamera(video, wanted, onDecode);
  useLayoutEffect(() => {
    probe.camera = camera;
  });
  return <video ref={video} />;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  cleanup();
  setVisibility('visible');
});

beforeEach(() => {
  decodeFromConstraints.mockReset();
  probe.camera = null;
});

describe('the scanner camera', () => {
  it('asks for the rear camera, passes decoded text on, and stops when the page is hidden and when left', async () => {
    const stop = vi.fn();
    let callback: ((result: { getText: () => string } | undefined) => void) | undefined;
    decodeFromConstraints.mockImplementation((constraints: MediaStreamConstraints, _video: unknown, cb: typeof callback) => {
      expect(constraints.video).toEqual({ facingMode: { ideal: 'environment' } });
      callback = cb;
      return Promise.resolve({ stop });
    });
    const onDecode = vi.fn();
    const view = render(<Probe wanted onDecode={onDecode} />);
    await waitFor(() => expect(probe.camera?.status).toBe('on'));
    act(() => callback?.({ getText: () => 'W1abc' }));
    expect(onDecode).toHaveBeenCalledWith('W1abc');

    act(() => setVisibility('hidden'));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(probe.camera?.status).toBe('off');

    act(() => setVisibility('visible'));
    await waitFor(() => expect(probe.camera?.status).toBe('on'));
    expect(decodeFromConstraints).toHaveBeenCalledTimes(2);

    view.unmount();
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('stops when turned off', async () => {
    const stop = vi.fn();
    decodeFromConstraints.mockResolvedValue({ stop });
    const view = render(<Probe wanted onDecode={vi.fn()} />);
    await waitFor(() => expect(probe.camera?.status).toBe('on'));
    view.rerender(<Probe wanted={false} onDecode={vi.fn()} />);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(probe.camera?.status).toBe('off');
  });

  it('tells a refused permission from a missing or busy camera', async () => {
    decodeFromConstraints.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    render(<Probe wanted onDecode={vi.fn()} />);
    await waitFor(() => expect(probe.camera?.status).toBe('denied'));

    decodeFromConstraints.mockRejectedValueOnce(new DOMException('none', 'NotFoundError'));
    act(() => probe.camera?.retry());
    await waitFor(() => expect(probe.camera?.status).toBe('missing'));

    decodeFromConstraints.mockRejectedValueOnce(new DOMException('busy', 'NotReadableError'));
    act(() => probe.camera?.retry());
    await waitFor(() => expect(probe.camera?.status).toBe('in-use'));
  });

  it('offers the torch only when the camera has one', async () => {
    const switchTorch = vi.fn(() => Promise.resolve());
    decodeFromConstraints.mockResolvedValue({ stop: vi.fn(), switchTorch });
    render(<Probe wanted onDecode={vi.fn()} />);
    await waitFor(() => expect(probe.camera?.torchAvailable).toBe(true));
    act(() => probe.camera?.setTorch(true));
    await waitFor(() => expect(probe.camera?.torchOn).toBe(true));
    expect(switchTorch).toHaveBeenCalledWith(true);
  });
});
