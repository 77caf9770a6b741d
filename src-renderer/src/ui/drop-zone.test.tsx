import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FileButton, FileDropZone } from './drop-zone.tsx';

const SHEETS = ['.csv', '.xlsx', 'text/csv'];
const csv = (name = 'people.csv') => new File(['first name,city\nAda,London\n'], name, { type: 'text/csv' });

/**
 * Drags files from "the desktop" over an element and drops them. A DataTransfer made in script has no file-system
 * entries, which a drag from the OS carries and React Aria reads (webkitGetAsEntry): while the drop is dispatched,
 * a file item answers the entry of a plain file, as the file manager's drag would.
 */
function dropFiles(target: Element, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  data.effectAllowed = 'all'; // what the OS offers for a drag from the file manager
  const box = target.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true, cancelable: true, dataTransfer: data };
  target.dispatchEvent(new DragEvent('dragenter', at));
  target.dispatchEvent(new DragEvent('dragover', at));
  const entry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', { configurable: true, value: () => ({ isFile: true, isDirectory: false }) });
  try {
    target.dispatchEvent(new DragEvent('drop', at));
  } finally {
    if (entry) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entry);
  }
}

describe('FileDropZone', () => {
  it('takes a file chosen with the button, keyboard first', async () => {
    const onFiles = vi.fn();
    await render(<FileDropZone label="Drop a CSV or Excel file here" accept={SHEETS} acceptWords="a CSV or Excel file" onFiles={onFiles} testId="csv-file" />);
    const choose = page.getByRole('button', { name: 'Choose a file' });
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(choose).toHaveFocus();
    // The hidden input the button opens is the one the e2e specs fill (setInputFiles).
    const input = page.getByTestId('csv-file');
    await expect.element(input).toHaveAttribute('type', 'file');
    await expect.element(input).toHaveAttribute('accept', '.csv,.xlsx,text/csv');
    await userEvent.upload(input, csv());
    expect(onFiles).toHaveBeenCalledOnce();
    expect(onFiles.mock.calls[0]?.[0][0].name).toBe('people.csv');
  });

  it('takes a file dropped from the desktop, and refuses another type with the reason', async () => {
    const onFiles = vi.fn();
    await render(<FileDropZone label="Drop a CSV or Excel file here" accept={SHEETS} acceptWords="a CSV or Excel file" onFiles={onFiles} />);
    const zone = document.querySelector('.drop-zone') as HTMLElement;
    dropFiles(zone, [new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })]);
    await expect.element(page.getByRole('alert')).toHaveTextContent('report.pdf is not a CSV or Excel file.');
    expect(onFiles).not.toHaveBeenCalled();
    dropFiles(zone, [csv('Contacts.CSV')]);
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledOnce());
    expect(onFiles.mock.calls[0]?.[0][0].name).toBe('Contacts.CSV');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('takes one file at a time unless multiple', async () => {
    const onFiles = vi.fn();
    await render(<FileDropZone label="Drop a file" accept={SHEETS} acceptWords="a CSV file" onFiles={onFiles} />);
    dropFiles(document.querySelector('.drop-zone') as HTMLElement, [csv('a.csv'), csv('b.csv')]);
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledOnce());
    expect(onFiles.mock.calls[0]?.[0].map((f: File) => f.name)).toEqual(['a.csv']);
    await expect.element(page.getByRole('alert')).toHaveTextContent('One file at a time: a.csv was taken.');
  });

  it('a disabled zone says why on its button and takes nothing', async () => {
    const onFiles = vi.fn();
    await render(<FileDropZone label="Drop a file" accept={SHEETS} acceptWords="a CSV file" onFiles={onFiles} disabledReason="Create the campaign first" />);
    await expect.element(page.getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription('Create the campaign first');
    dropFiles(document.querySelector('.drop-zone') as HTMLElement, [csv()]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('FileButton', () => {
  it('chooses through its input and hands a refusal to onRefused', async () => {
    const onFiles = vi.fn();
    const onRefused = vi.fn();
    await render(
      <FileButton accept={['.json']} acceptWords="an Inkpost design file" onFiles={onFiles} onRefused={onRefused} testId="designs-import-file">
        Import
      </FileButton>,
    );
    await expect.element(page.getByRole('button', { name: 'Import' })).toBeVisible();
    await userEvent.upload(page.getByTestId('designs-import-file'), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(onRefused).toHaveBeenCalledWith('photo.png is not an Inkpost design file.');
    await userEvent.upload(page.getByTestId('designs-import-file'), new File(['{}'], 'card.inkpost-design.json', { type: 'application/json' }));
    expect(onFiles).toHaveBeenCalledOnce();
  });
});

describe('FileButton drop', () => {
  it('takes a file dropped on the button', async () => {
    const onFiles = vi.fn();
    await render(
      <FileButton accept={['.json']} acceptWords="an Inkpost design file" onFiles={onFiles}>
        Import
      </FileButton>,
    );
    dropFiles(document.querySelector('.drop-button') as HTMLElement, [new File(['{}'], 'card.json', { type: 'application/json' })]);
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledOnce());
  });
});
