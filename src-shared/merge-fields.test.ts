import { describe, expect, it } from 'vitest';
import { fillMergeFields } from './merge-fields.ts';

describe('merge fields', () => {
  it('fills a recipient\'s values as text, never markup, in content and attributes; a missing one is empty', () => {
    const html = '<p title="{{company}}">Dear {{firstName}} of {{company}},{{nickname}}</p>';
    expect(fillMergeFields(html, { firstName: '<b>Ada</b>', company: `"Tom & Jerry's"` })).toBe('<p title="&quot;Tom &amp; Jerry&#39;s&quot;">Dear &lt;b&gt;Ada&lt;/b&gt; of &quot;Tom &amp; Jerry&#39;s&quot;,</p>');
  });
});
