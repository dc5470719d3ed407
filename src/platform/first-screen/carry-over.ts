/**
 * The pre-rendered login forms take input before the app's scripts arrive (decision 083, builds on
 * 046 and 064): what the person did to the copy is done again to the live form the moment the app
 * replaces it, so a worker on a slow line who typed the number, and even pressed Log in, loses
 * nothing. Carried over: every field whose value (or tick) differs from the copy's, the field that had
 * the focus with its cursor, and the buttons pressed, in order. The copy never sends a form itself: its
 * submit button is a plain button marked `data-first-screen-submit` (src/first-screens.tsx), and the
 * boot script (vite.config.ts) notes each press and each Enter in a field from the first paint on, in
 * `window.__wfmFirstScreenPresses`. Only a live form with the same fields (by position, type and
 * name) takes them; anything else is left as the app draws it.
 */

declare global {
  interface Window {
    /** The copy's buttons pressed before the app took over, in order (the boot script's note). */
    __wfmFirstScreenPresses?: HTMLButtonElement[];
  }
}

/** Marks the copy's submit buttons, made plain buttons at build time. */
export const COPY_SUBMIT_ATTRIBUTE = 'data-first-screen-submit';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The fields of the screen's form, in order. */
const fieldsOf = (root: ParentNode): Field[] => Array.from(root.querySelector('form')?.querySelectorAll<Field>('input, textarea, select') ?? []);

const sameField = (a: Field, b: Field): boolean => a.tagName === b.tagName && a.type === b.type && a.name === b.name;

const isTick = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the person changed the field from what the copy came with. */
function changed(field: Field): boolean {
  if (isTick(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** Sets the value as a person's typing does: through the native setter, then an input event, which React hears. */
function setValueAsTyped(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The live button that does what `pressed` of the copy does: the form's submit button, or the one with the same words and language. */
function liveButtonFor(container: HTMLElement, pressed: HTMLButtonElement): HTMLButtonElement | null {
  if (pressed.hasAttribute(COPY_SUBMIT_ATTRIBUTE)) return container.querySelector<HTMLButtonElement>('form button[type=submit]');
  const words = pressed.textContent.trim();
  const lang = pressed.getAttribute('lang');
  return Array.from(container.querySelectorAll('button')).find((button) => button.textContent.trim() === words && button.getAttribute('lang') === lang) ?? null;
}

/**
 * Watches the copy in `container` (`.first-screen`) until the app's first render removes it, then
 * carries what was done to it over to the live screen. Nothing to do without a copy.
 */
export function carryOverFirstScreen(container: HTMLElement): void {
  const copy = container.querySelector<HTMLElement>('.first-screen');
  if (!copy) return;
  const copyFields = fieldsOf(copy);
  let focused: Field | null = copyFields.find((field) => field === document.activeElement) ?? null;
  copy.addEventListener('focusin', (event) => {
    focused = copyFields.find((field) => field === event.target) ?? null;
  });
  // A field that loses the focus while still on the page lost it to the person; one removed with the copy did not.
  copy.addEventListener('focusout', (event) => {
    const field = event.target as Field;
    queueMicrotask(() => {
      if (focused === field && field.isConnected) focused = null;
    });
  });

  // The app's first commit removes the copy and puts the live screen in its place in one go; this runs
  // right after it, before the browser paints.
  const observer = new MutationObserver(() => {
    if (copy.isConnected) return;
    observer.disconnect();
    const liveFields = fieldsOf(container);
    if (liveFields.length !== copyFields.length || !copyFields.every((field, index) => sameField(field, liveFields[index] as Field))) return;
    copyFields.forEach((from, index) => {
      const to = liveFields[index] as Field;
      if (!changed(from)) return;
      if (isTick(from)) {
        if ((to as HTMLInputElement).checked !== from.checked) to.click();
      } else if (to.value !== from.value) {
        setValueAsTyped(to, from.value);
      }
    });
    if (focused) {
      const to = liveFields[copyFields.indexOf(focused)] as Field;
      to.focus();
      const { selectionStart, selectionEnd } = focused as HTMLInputElement;
      if (selectionStart !== null && !(to instanceof HTMLSelectElement)) {
        try {
          // The same text: the cursor where it was. Text the app put there (a saved number) that the
          // person never saw in the copy: selected, so what they type next replaces it rather than
          // running into it.
          if (to.value === focused.value) to.setSelectionRange(selectionStart, selectionEnd);
          else to.setSelectionRange(0, to.value.length);
        } catch {
          // A field without a text cursor: the focus is enough.
        }
      }
    }
    const presses = window.__wfmFirstScreenPresses ?? [];
    window.__wfmFirstScreenPresses = [];
    if (presses.length === 0) return;
    // The values above reach the screen's state first; then the buttons, as the person pressed them.
    setTimeout(() => {
      for (const button of presses) liveButtonFor(container, button)?.click();
    }, 0);
  });
  observer.observe(container, { childList: true });
}
