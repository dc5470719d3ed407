/**
 * What a person did to the pre-rendered login form before the app arrived goes over to the live form
 * (decision 083): React's own first render replaces the copy, as src/main.tsx does, and the live,
 * controlled form holds the values typed, the tick, the focus with its cursor, and sends itself when
 * Log in was pressed on the copy. A live form with other fields takes nothing.
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryOverFirstScreen, COPY_SUBMIT_ATTRIBUTE } from './carry-over';

const COPY = `<div class="first-screen"><main><div class="language"><button type="button" lang="en">English</button></div>
<form><input type="tel" name="phone" value=""><input type="password" name="password" value=""><input type="checkbox">
<button type="button" ${COPY_SUBMIT_ATTRIBUTE}="">Log in</button></form></main></div><p class="first-screen__wait">Still loading.</p>`;

function LiveForm({ onSubmit, savedPhone = '' }: { onSubmit: (values: { phone: string; password: string; save: boolean }) => void; savedPhone?: string }) {
  const [phone, setPhone] = useState(savedPhone);
  const [password, setPassword] = useState('');
  const [save, setSave] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ phone, password, save });
      }}
    >
      <input type="tel" name="phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <input type="password" name="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <input type="checkbox" checked={save} onChange={(event) => setSave(event.target.checked)} />
      <button type="submit">Log in</button>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  window.__wfmFirstScreenPresses = [];
});

function pageWithCopy(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = COPY;
  document.body.append(container);
  return container;
}

function copyField(container: HTMLElement, selector: string): HTMLInputElement {
  return container.querySelector<HTMLInputElement>(`.first-screen ${selector}`) as HTMLInputElement;
}

/** The app starts: its first render replaces the copy; the presses are pressed a task later. */
async function appTakesOver(container: HTMLElement, form: React.ReactNode): Promise<void> {
  root = createRoot(container);
  await act(async () => root?.render(form));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('the pre-rendered login form before the app arrives (decision 083)', () => {
  it('keeps what was typed and ticked, the focus and its cursor; the live form holds them as its own state', async () => {
    const container = pageWithCopy();
    // Typed before the app's scripts ran at all: found by what differs from the copy as it came.
    copyField(container, '[name=phone]').value = '010-2345-6789';
    carryOverFirstScreen(container);
    copyField(container, '[type=checkbox]').checked = true;
    const password = copyField(container, '[name=password]');
    password.focus();
    password.value = 'Wfm!demo';
    password.setSelectionRange(3, 3);
    const submitted = vi.fn();

    await appTakesOver(container, <LiveForm onSubmit={submitted} savedPhone="010-1111-2222" />);
    expect(container.querySelector('.first-screen')).toBeNull();
    const live = (selector: string) => container.querySelector<HTMLInputElement>(selector) as HTMLInputElement;
    expect(live('[name=phone]').value).toBe('010-2345-6789');
    expect(live('[name=password]').value).toBe('Wfm!demo');
    expect(live('[type=checkbox]').checked).toBe(true);
    expect(document.activeElement).toBe(live('[name=password]'));
    expect(live('[name=password]').selectionStart).toBe(3);
    // Not pressed: nothing is sent. Pressed now, the form sends the state the carried values made.
    expect(submitted).not.toHaveBeenCalled();
    await act(async () => live('button[type=submit]').click());
    expect(submitted).toHaveBeenCalledWith({ phone: '010-2345-6789', password: 'Wfm!demo', save: true });
  });

  it('Log in pressed on the copy logs in once the app is there; a field left alone keeps what the app put in it', async () => {
    const container = pageWithCopy();
    carryOverFirstScreen(container);
    copyField(container, '[name=password]').value = 'Wfm!demo2026';
    // The boot script's note of the press (vite.config.ts).
    window.__wfmFirstScreenPresses = [container.querySelector(`button[${COPY_SUBMIT_ATTRIBUTE}]`) as HTMLButtonElement];
    const submitted = vi.fn();
    await appTakesOver(container, <LiveForm onSubmit={submitted} savedPhone="010-1111-2222" />);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledWith({ phone: '010-1111-2222', password: 'Wfm!demo2026', save: false });
    expect(window.__wfmFirstScreenPresses).toEqual([]);
  });

  it('a field focused but left empty in the copy, which the app fills (a saved number), has that text selected: typing replaces it', async () => {
    const container = pageWithCopy();
    carryOverFirstScreen(container);
    copyField(container, '[name=phone]').focus();
    await appTakesOver(container, <LiveForm onSubmit={vi.fn()} savedPhone="010-1111-2222" />);
    const phone = container.querySelector<HTMLInputElement>('[name=phone]') as HTMLInputElement;
    expect(document.activeElement).toBe(phone);
    expect(phone.value).toBe('010-1111-2222');
    // A cursor at the start would have run what is typed next into the saved number (a CI run typed "010-4904-6099010-4904-6099").
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([0, '010-1111-2222'.length]);
  });

  it('a live screen whose fields differ from the copy takes nothing', async () => {
    const container = pageWithCopy();
    carryOverFirstScreen(container);
    copyField(container, '[name=phone]').value = '010-2345-6789';
    window.__wfmFirstScreenPresses = [container.querySelector(`button[${COPY_SUBMIT_ATTRIBUTE}]`) as HTMLButtonElement];
    const submitted = vi.fn();
    await appTakesOver(
      container,
      <form onSubmit={submitted}>
        <input type="text" name="search" defaultValue="" />
        <button type="submit">Log in</button>
      </form>,
    );
    expect(container.querySelector<HTMLInputElement>('[name=search]')?.value).toBe('');
    expect(submitted).not.toHaveBeenCalled();
  });
});
