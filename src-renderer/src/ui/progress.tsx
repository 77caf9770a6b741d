import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';

interface ProgressProps {
  /** What is under way: "Importing recipients". */
  label: string;
  /** Done so far, of maxValue; leave it out while the amount is unknown. */
  value?: number;
  maxValue?: number;
  /** The amount in words, e.g. "1,200 of 5,000 rows" (by default the percentage in the user's locale). */
  valueLabel?: string;
  testId?: string;
}

/** Long work under way (React Aria ProgressBar): a bar with its label and how far it has got. */
export function ProgressBar({ label, value, maxValue = 100, valueLabel, testId }: ProgressProps) {
  const indeterminate = value === undefined;
  return (
    <AriaProgressBar className="progress" value={value ?? 0} maxValue={maxValue} isIndeterminate={indeterminate} valueLabel={valueLabel} data-testid={testId}>
      {({ percentage, valueText }) => (
        <>
          <span className="progress__head">
            <Label className="progress__label">{label}</Label>
            {!indeterminate && <span className="progress__value">{valueText}</span>}
          </span>
          <span className="progress__track">
            <span className={indeterminate ? 'progress__fill progress__fill--indeterminate' : 'progress__fill'} style={indeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
