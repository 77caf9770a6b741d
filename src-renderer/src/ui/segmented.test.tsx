import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Segmented } from './segmented.tsx';

describe('Segmented', () => {
  it('presses the chosen segment, names the group, and a disabled segment says why', async () => {
    const onChange = vi.fn();
    await render(
      <Segmented<'front' | 'back'>
        label="Side"
        segments={[
          { value: 'front', label: 'Front', testId: 'front' },
          { value: 'back', label: 'Back', disabled: true, title: 'A6 Postcards are printed on one side', testId: 'back' },
        ]}
        value="front"
        onChange={onChange}
      />,
    );
    await expect.element(page.getByRole('group', { name: 'Side' })).toBeVisible();
    await expect.element(page.getByTestId('front')).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByTestId('back')).toHaveAttribute('aria-pressed', 'false');
    await expect.element(page.getByTestId('back')).toBeDisabled();
    await expect.element(page.getByTestId('back')).toHaveAttribute('title', 'A6 Postcards are printed on one side');
    await page.getByTestId('front').click();
    expect(onChange).toHaveBeenCalledWith('front');
  });
});
