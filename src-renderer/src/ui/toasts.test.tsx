import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Toasts, useToasts } from './toasts.tsx';

describe('Toasts', () => {
  it('shows what useToasts says, in its tone, until dismissed', async () => {
    await render(<Toasts />);
    const { show } = useToasts.getState();
    show('Duplicated as “Spring thank-you (copy)”');
    show('The server refused: name is required', 'error');
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect.element(region).toBeVisible();
    const toasts = page.getByTestId('toast');
    await expect.element(toasts.nth(0)).toBeVisible();
    await expect.element(page.getByText('The server refused: name is required')).toBeVisible();
    await expect.element(toasts.filter({ hasText: 'name is required' })).toHaveClass(/toast--error/);
    await toasts.filter({ hasText: 'Duplicated' }).getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(page.getByText('Duplicated as “Spring thank-you (copy)”')).not.toBeInTheDocument();
    await expect.element(page.getByText('The server refused: name is required')).toBeVisible();
  });
});
