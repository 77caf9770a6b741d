import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './button.tsx';

describe('Button', () => {
  it('calls onPress from a click and from the keyboard', async () => {
    const onPress = vi.fn();
    await render(<Button variant="primary" onPress={onPress}>Save</Button>);
    await page.getByRole('button', { name: 'Save' }).click();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('disabled with a reason: keyboard users reach it and hear why; pressing does nothing', async () => {
    const onPress = vi.fn();
    await render(
      <form onSubmit={(e) => (e.preventDefault(), onPress('submitted'))}>
        <input aria-label="Before" />
        <Button variant="primary" type="submit" onPress={onPress} disabledReason="Fix the 2 rows marked in red first" data-testid="import">
          Import
        </Button>
      </form>,
    );
    const button = page.getByRole('button', { name: 'Import' });
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button).toHaveAccessibleDescription('Fix the 2 rows marked in red first');
    await page.getByLabelText('Before').click();
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    // Keyboard focus shows the reason as a tooltip.
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Fix the 2 rows marked in red first');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('an icon-only button is named by its label and shows it as a tooltip on hover', async () => {
    await render(
      <Button iconOnly aria-label="Undo" variant="ghost">
        <svg width={16} height={16} aria-hidden />
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Undo' });
    await button.hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Undo');
  });

  it('disabled without a reason is out of the tab order', async () => {
    await render(
      <>
        <input aria-label="Before" />
        <Button isDisabled>Hidden away</Button>
        <input aria-label="After" />
      </>,
    );
    await page.getByLabelText('Before').click();
    await userEvent.tab();
    await expect.element(page.getByLabelText('After')).toHaveFocus();
  });
});
