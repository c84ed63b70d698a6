import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** A dialog opened from an ordinary button through state, as the script workshop opens Versions or Rewrite. */
const OpenedByState = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Versions
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Versions</DialogTitle>
          <DialogDescription>Every version.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
};

const AlertOpenedByState = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Restore
      </button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>Restore version 1?</AlertDialogTitle>
          <AlertDialogDescription>Its text becomes the current script.</AlertDialogDescription>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
};

describe('dialogs opened through state', () => {
  it('give focus back to the button that opened them when Escape closes them', async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    expect(await screen.findByRole('dialog', { name: 'Versions' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Versions' })).toHaveFocus();
  });

  it('give focus back to the opener when their Close button is used', async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Versions' })).toHaveFocus();
  });

  it('alert dialogs give focus back to the opener when cancelled', async () => {
    const user = userEvent.setup();
    render(<AlertOpenedByState />);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Restore' })).toHaveFocus();
  });
});
