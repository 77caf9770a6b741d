import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { NumberField, TextField } from './text-field.tsx';

function Url({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="Public URL" help="The origin printed into Smart QR links." error={error} value={value} onChange={setValue} testId="public-url" />;
}

describe('TextField', () => {
  it('ties its label and help to the input; an error replaces the help and marks it invalid', async () => {
    const { rerender } = await render(<Url />);
    const input = page.getByRole('textbox', { name: 'Public URL' });
    await expect.element(input).toHaveAccessibleDescription('The origin printed into Smart QR links.');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await input.fill('https://ink.example.com/path');
    await expect.element(page.getByTestId('public-url')).toHaveValue('https://ink.example.com/path');
    await rerender(<Url error="publicUrl must be an http or https origin" />);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('publicUrl must be an http or https origin');
  });
});

describe('NumberField', () => {
  it('steps with the arrow keys and the buttons, within its bounds', async () => {
    function Count() {
      const [value, setValue] = useState(3);
      return (
        <>
          <NumberField label="Failures" value={value} onChange={setValue} minValue={1} maxValue={4} testId="count" />
          <output>{value}</output>
        </>
      );
    }
    await render(<Count />);
    const input = page.getByRole('textbox', { name: 'Failures' });
    await input.click();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(page.getByRole('status')).toHaveTextContent('4');
    await page.getByRole('button', { name: /Decrease/ }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('3');
  });
});
