import type { SampleRecipient } from '#shared/sample-recipients.ts';
import type { RecipientGroup } from './campaign-samples.ts';

/** Picks the recipient a preview or a proof is written for: the samples, then campaign recipients by campaign. */
export function SampleSelect({ value, groups, onChange, testId }: { value: SampleRecipient; groups: readonly RecipientGroup[]; onChange: (sample: SampleRecipient) => void; testId: string }) {
  const all = groups.flatMap((g) => g.recipients);
  return (
    <select value={value.id} onChange={(e) => onChange(all.find((s) => s.id === e.target.value) ?? value)} data-testid={testId}>
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.recipients.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
