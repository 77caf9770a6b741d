import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Rename…</Button>
      {open && (
        <Dialog title="Rename design" onClose={() => (onClose(), setOpen(false))} testId="rename">
          <input aria-label="Name" autoFocus />
          <div className="dialog__actions">
            <Button onPress={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary">Rename</Button>
          </div>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a named modal dialog that takes focus, keeps Tab inside, and gives focus back on close', async () => {
    await render(<Opener />);
    const opener = page.getByRole('button', { name: 'Rename…' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Rename design' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByLabelText('Name', { exact: true })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    // Past the last control, Tab comes back to the first one: the page behind is out of reach.
    await expect.element(page.getByLabelText('Name', { exact: true })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('button', { name: 'Rename', exact: true })).toHaveFocus();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('Escape closes it through onClose and focus returns', async () => {
    const onClose = vi.fn();
    await render(<Opener onClose={onClose} />);
    const opener = page.getByRole('button', { name: 'Rename…' });
    await opener.click();
    await expect.element(page.getByLabelText('Name', { exact: true })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('an alert dialog is not closed by a click outside', async () => {
    const onClose = vi.fn();
    await render(
      <Dialog title="Reset the sandbox?" onClose={onClose} alert>
        <Button>Reset</Button>
      </Dialog>,
    );
    await expect.element(page.getByRole('alertdialog', { name: 'Reset the sandbox?' })).toBeVisible();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    expect(onClose).not.toHaveBeenCalled();
  });
});
