/** What a person does on a screen under test, through Testing Library's events (no new dependency). */
import { act, fireEvent, screen } from '@testing-library/react';

/** Types `value` into the field labelled exactly `label` (the whole value at once, as a paste). */
export function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

/** Clicks the button named `name`, and lets what the click started (a call, its answer) run. */
export async function press(name: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}
