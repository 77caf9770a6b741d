import { describe, expect, it } from 'vitest';
import type { FieldCoverage } from '#shared/contract/studio-extras.ts';
import { elementsOf } from '#shared/design-html.ts';
import { unknownFieldWarnings } from './unknown-field-check.ts';

const side = (content: string) =>
  elementsOf(`<div data-ink-id="msg" data-ink-kind="handwriting" data-hw style="position:absolute;left:10mm;top:10mm;width:80mm;height:40mm"><p>${content}</p></div>`);

describe('a merge field that matches nothing', () => {
  it('is quiet for a recipient field or a known variable under any spelling', () => {
    expect(unknownFieldWarnings(side('Dear {{ first_name | default: "Friend" }}, {{FIRST_NAME}} {{Tier}}'), ['tier'], undefined, 3)).toEqual([]);
  });

  it('says what prints for whom, and what was meant', () => {
    const [warning, ...rest] = unknownFieldWarnings(side('Dear {{ frist_name | default: "Friend" }}, {{frist_name}}'), ['tier'], undefined, 3);
    expect(rest).toEqual([]);
    expect(warning?.elementId).toBe('msg');
    expect(warning?.text).toBe('{{frist_name}} in Handwriting “msg” matches no recipient field or variable: it prints “Friend” for every recipient (the 3 samples previewed here included). Did you mean {{firstName}} (First name)?');
  });

  it('counts the recipients of the campaigns mailing the design', () => {
    const coverage: FieldCoverage = { campaigns: [{ id: 'c1', name: 'Spring', recipients: 120 }], variables: ['tier'], fields: [{ name: 'tierr', missing: 120, example: null, longest: null }] };
    expect(unknownFieldWarnings(side('{{tierr}}'), ['tier'], coverage, 3)[0]?.text).toBe('{{tierr}} in Handwriting “msg” matches no recipient field or variable: it prints nothing for 120 recipients of the campaigns mailing this design. Did you mean {{tier}} (Tier)?');
  });

  it('takes a name near no known field as the design’s own variable until campaigns mail it (the starters’ {{offerCode}})', () => {
    expect(unknownFieldWarnings(side('Use {{offerCode | default: "COMEBACK15"}} — {{senderName | default: "The team"}}'), ['tier'], undefined, 3)).toEqual([]);
    const coverage: FieldCoverage = { campaigns: [{ id: 'c1', name: 'Spring', recipients: 40 }], variables: ['tier'], fields: [{ name: 'offerCode', missing: 40, example: null, longest: null }] };
    expect(unknownFieldWarnings(side('Use {{offerCode | default: "COMEBACK15"}}'), ['tier'], coverage, 3)[0]?.text).toBe('{{offerCode}} in Handwriting “msg” matches no recipient field or variable: it prints “COMEBACK15” for 40 recipients of the campaigns mailing this design.');
  });
});
