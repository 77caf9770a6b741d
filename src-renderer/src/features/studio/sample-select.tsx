import type { SampleRecipient } from '#shared/sample-recipients.ts';
import { Select } from '#renderer/ui/select.tsx';
import type { RecipientGroup } from './campaign-samples.ts';

/** Picks the recipient a preview or a proof is written for: the samples, then campaign recipients by campaign. */
export function SampleSelect({ value, groups, onChange, testId, label = 'Preview for', labelHidden = true, className }: { value: SampleRecipient; groups: readonly RecipientGroup[]; onChange: (sample: SampleRecipient) => void; testId: string; label?: string; labelHidden?: boolean; className?: string }) {
  const all = groups.flatMap((g) => g.recipients);
  return (
    <Select
      label={label}
      labelHidden={labelHidden}
      className={className}
      value={value.id}
      sections={groups.map((group) => ({ label: group.label, options: group.recipients.map((s) => ({ id: s.id, label: s.label })) }))}
      options={[]}
      onChange={(id) => onChange(all.find((s) => s.id === id) ?? value)}
      testId={testId}
    />
  );
}
