/**
 * The two ways to give a photo: the camera (facing away from the phone's holder) or a file already on
 * the phone. Each is a file input inside a label that looks like a button, so the keyboard and screen
 * readers reach the input; the same file chosen again still fires a change. A correction's photo, a
 * worker's face for the gate.
 */
import type { ChangeEvent } from 'react';
import './photo-pickers.css';

interface PhotoPickersProps {
  takeLabel: string;
  chooseLabel: string;
  disabled: boolean;
  onFile: (file: File) => void;
}

export function PhotoPickers({ takeLabel, chooseLabel, disabled, onFile }: PhotoPickersProps) {
  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file) onFile(file);
  }
  return (
    <div className="button-row">
      <label className="btn btn--secondary btn--small photo-pick">
        <input type="file" accept="image/*" capture="environment" className="visually-hidden" disabled={disabled} onChange={chosen} />
        {takeLabel}
      </label>
      <label className="btn btn--secondary btn--small photo-pick">
        <input type="file" accept="image/*" className="visually-hidden" disabled={disabled} onChange={chosen} />
        {chooseLabel}
      </label>
    </div>
  );
}
