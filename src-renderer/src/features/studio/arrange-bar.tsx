import { AlignCenterHorizontal, AlignCenterVertical, AlignEndHorizontal, AlignEndVertical, AlignHorizontalDistributeCenter, AlignStartHorizontal, AlignStartVertical, AlignVerticalDistributeCenter } from 'lucide-react';
import { type ArrangeAction, arrangeBlocked } from './arrange-actions.ts';

const MOD_ALT = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform) ? '⌥' : 'Alt+';

const BUTTONS: readonly { action: ArrangeAction; label: string; keys: string; icon: typeof AlignStartVertical; testId: string }[] = [
  { action: { align: 'left' }, label: 'Align left', keys: 'A', icon: AlignStartVertical, testId: 'align-left' },
  { action: { align: 'center' }, label: 'Align centres horizontally', keys: 'H', icon: AlignCenterVertical, testId: 'align-center' },
  { action: { align: 'right' }, label: 'Align right', keys: 'D', icon: AlignEndVertical, testId: 'align-right' },
  { action: { align: 'top' }, label: 'Align top', keys: 'W', icon: AlignStartHorizontal, testId: 'align-top' },
  { action: { align: 'middle' }, label: 'Align middles vertically', keys: 'V', icon: AlignCenterHorizontal, testId: 'align-middle' },
  { action: { align: 'bottom' }, label: 'Align bottom', keys: 'S', icon: AlignEndHorizontal, testId: 'align-bottom' },
  { action: { distribute: 'horizontal' }, label: 'Space evenly across', keys: 'Shift+H', icon: AlignHorizontalDistributeCenter, testId: 'distribute-horizontal' },
  { action: { distribute: 'vertical' }, label: 'Space evenly down', keys: 'Shift+V', icon: AlignVerticalDistributeCenter, testId: 'distribute-vertical' },
];

/** Align and distribute: with several elements selected they line up with each other, one alone with the safe area. */
export function ArrangeBar({ count, onArrange }: { count: number; onArrange(action: ArrangeAction): void }) {
  const target = count > 1 ? 'with each other' : 'with the safe area';
  return (
    <div className="arrange-bar" role="toolbar" aria-label={`Align ${target}, or space evenly`} data-testid="arrange-bar">
      {BUTTONS.map(({ action, label, keys, icon: Icon, testId }, i) => {
        const why = arrangeBlocked(action, count);
        return (
          <button
            key={testId}
            type="button"
            className={i === 6 ? 'btn btn--ghost btn--icon btn--small arrange-bar__gap' : 'btn btn--ghost btn--icon btn--small'}
            aria-label={'align' in action ? `${label} ${target}` : label}
            title={why ?? `${'align' in action ? `${label} ${target}` : label} (${MOD_ALT}${keys})`}
            disabled={Boolean(why)}
            onClick={() => onArrange(action)}
            data-testid={testId}
          >
            <Icon size={16} aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
