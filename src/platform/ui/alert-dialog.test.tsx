import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './alert-dialog';

afterEach(cleanup);

describe('AlertDialog', () => {
  it('shows title, message and both buttons, and locks page scrolling while open', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(
      <AlertDialog open title="Log out" confirmLabel="Log out" cancelLabel="Cancel" onConfirm={onConfirm} onCancel={onCancel}>
        <p>Do you want to log out?</p>
      </AlertDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByText('Do you want to log out?')).toBeTruthy();
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();

    rerender(
      <AlertDialog open={false} title="Log out" confirmLabel="Log out" cancelLabel="Cancel" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(false);
  });

  it('has a single confirm button when no cancel label is given, and Escape confirms it', () => {
    const onConfirm = vi.fn();
    render(<AlertDialog open title="Saved" confirmLabel="OK" onConfirm={onConfirm} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const dialog = screen.getByRole('alertdialog');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('returns focus to the control that opened it', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = render(<AlertDialog open title="T" confirmLabel="OK" onConfirm={() => undefined} />);
    rerender(<AlertDialog open={false} title="T" confirmLabel="OK" onConfirm={() => undefined} />);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
