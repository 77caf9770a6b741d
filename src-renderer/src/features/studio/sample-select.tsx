import type { SampleRecipient } from '#shared/sample-recipients.ts';
import { useRef } from 'react';
import { Select, type SelectSection } from '#renderer/ui/select.tsx';
import type { RecipientGroup } from './campaign-samples.ts';

/** Picks the recipient a preview or a proof is written for: the samples, then campaign recipients by campaign. */
export function SampleSelect({ value, groups, onChange, testId, label = 'Preview for', labelHidden = true, className }: { value: SampleRecipient; groups: readonly RecipientGroup[]; onChange: (sample: SampleRecipient) => void; testId: string; label?: string; labelHidden?: boolean; className?: string }) {
  const all = groups.flatMap((g) => g.recipients);
  const sections = useStableSections(groups.map((group) => ({ label: group.label, options: group.recipients.map((s) => ({ id: s.id, label: s.label })) })));
  return (
    <Select
      label={label}
      labelHidden={labelHidden}
      className={className}
      value={value.id}
      sections={sections}
      options={[]}
      onChange={(id) => onChange(all.find((s) => s.id === id) ?? value)}
      testId={testId}
    />
  );
}

/**
 * The same sections object while their words are the same: the studio re-renders often (previews, checks) and new
 * section objects made the open list rebuild its options under the pointer, so a click could land on a removed one.
 */
function useStableSections(next: SelectSection<string>[]): SelectSection<string>[] {
  const kept = useRef<{ key: string; sections: SelectSection<string>[] }>(undefined);
  const key = JSON.stringify(next);
  if (kept.current?.key !== key) kept.current = { key, sections: next };
  return kept.current.sections;
}
