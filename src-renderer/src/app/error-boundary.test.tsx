import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('Cannot read the campaign: it was deleted');
}

describe('ErrorBoundary', () => {
  it('shows the reason and a way back instead of a blank window, and clears when the address changes', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught error
    const { rerender } = await render(
      <ErrorBoundary resetKey="/campaigns/1">
        <Broken />
      </ErrorBoundary>,
    );
    const error = page.getByTestId('view-error');
    await expect.element(error).toHaveTextContent('This view failed');
    await expect.element(error).toHaveTextContent('Cannot read the campaign: it was deleted');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Go to Designs' })).toHaveAttribute('href', '/designs');
    await rerender(
      <ErrorBoundary resetKey="/designs">
        <p>The design library</p>
      </ErrorBoundary>,
    );
    await expect.element(page.getByText('The design library')).toBeVisible();
    quiet.mockRestore();
  });
});
