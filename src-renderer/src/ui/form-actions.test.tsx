import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormActions } from './form-actions.tsx';

const refused = (data?: unknown) => ({ message: 'Validation error', body: { error: true as const, url: '/api/x', statusCode: 400, statusMessage: 'Bad Request', message: 'Validation error', ...(data ? { data } : {}) } });

describe('FormActions', () => {
  it('says what it does, and while the request runs says so and cannot be pressed again', async () => {
    const props = { error: null, onCancel: () => {}, submit: 'Publish', pendingSubmit: 'Publishing…', testId: 'publish' };
    const { rerender } = await render(<FormActions {...props} pending={false} />);
    await expect.element(page.getByTestId('publish')).toHaveTextContent('Publish');
    await expect.element(page.getByTestId('publish')).toBeEnabled();
    await rerender(<FormActions {...props} pending />);
    await expect.element(page.getByTestId('publish')).toHaveTextContent('Publishing…');
    await expect.element(page.getByTestId('publish')).toBeDisabled();
  });

  it('blocked: the submit is disabled and says why; Cancel still closes', async () => {
    const onCancel = vi.fn();
    await render(<FormActions error={null} onCancel={onCancel} submit="Save" pendingSubmit="Saving…" pending={false} blocked="A starter needs a name" testId="save" />);
    await expect.element(page.getByTestId('save')).toBeDisabled();
    await expect.element(page.getByTestId('save')).toHaveAttribute('title', 'A starter needs a name');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("shows a refusal's message unless it names fields (each field shows its own)", async () => {
    const props = { onCancel: () => {}, submit: 'Save', pendingSubmit: 'Saving…', pending: false, testId: 'save' };
    const { rerender } = await render(<FormActions {...props} error={refused()} />);
    await expect.element(page.getByText('Validation error')).toBeVisible();
    await rerender(<FormActions {...props} error={refused({ name: { _errors: ['Required'] } })} />);
    await expect.element(page.getByText('Validation error')).not.toBeInTheDocument();
  });
});
