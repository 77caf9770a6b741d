import { SAMPLE_RECIPIENTS, type SampleRecipient } from '../../../../src-shared/sample-recipients.ts';

/** Picks the sample recipient a preview or a proof is written for. */
export function SampleSelect({ value, onChange, testId }: { value: SampleRecipient; onChange: (sample: SampleRecipient) => void; testId: string }) {
  return (
    <select value={value.id} onChange={(e) => onChange(SAMPLE_RECIPIENTS.find((s) => s.id === e.target.value)!)} data-testid={testId}>
      {SAMPLE_RECIPIENTS.map((s) => (
        <option key={s.id} value={s.id}>
          {s.label}
        </option>
      ))}
    </select>
  );
}
