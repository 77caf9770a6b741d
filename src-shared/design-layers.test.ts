import { describe, expect, it } from 'vitest';
import { changeElement, elementsOf } from './design-html.ts';
import { hideChange, isHidden, isLocked, isPickable, layerName, LAYER_NAME_MAX, lockChange, paintIndexForDrop, renameChange } from './design-layers.ts';

const side = '<div data-ink-id="t1" data-ink-kind="text" style="position:absolute;left:5mm;top:5mm;width:40mm;height:10mm">Hi</div>\n';
const only = (html: string) => elementsOf(html)[0]!;

describe('layer state in the HTML', () => {
  it('reads old designs (no layer attributes) as shown, unlocked and unnamed', () => {
    const el = only(side);
    expect([isLocked(el), isHidden(el), layerName(el), isPickable(el)]).toEqual([false, false, undefined, true]);
  });

  it('locks and unlocks with an attribute, leaving the box alone', () => {
    const locked = changeElement(side, 't1', lockChange(true));
    expect(locked).toContain('data-ink-locked=""');
    expect(isLocked(only(locked))).toBe(true);
    expect(isPickable(only(locked))).toBe(false);
    expect(only(locked).box).toEqual(only(side).box);
    expect(changeElement(locked, 't1', lockChange(false))).toBe(side);
  });

  it('hides with visibility:hidden (so nothing prints it) and shows it again as it was', () => {
    const hidden = changeElement(side, 't1', hideChange(true));
    expect(only(hidden).style['visibility']).toBe('hidden');
    expect(isHidden(only(hidden))).toBe(true);
    expect(isPickable(only(hidden))).toBe(false);
    const shown = changeElement(hidden, 't1', hideChange(false));
    expect(isHidden(only(shown))).toBe(false);
    expect(only(shown).style['visibility']).toBeUndefined();
    expect(only(shown).box).toEqual(only(side).box);
  });

  it('renames, trims, caps the length, and an empty name goes back to the default', () => {
    const named = changeElement(side, 't1', renameChange('  Headline  '));
    expect(layerName(only(named))).toBe('Headline');
    expect(layerName(only(changeElement(side, 't1', renameChange('x'.repeat(100)))))).toHaveLength(LAYER_NAME_MAX);
    expect(layerName(only(changeElement(named, 't1', renameChange('   '))))).toBeUndefined();
    expect(changeElement(named, 't1', renameChange(''))).toBe(side);
  });

  it('escapes a name with quotes and angle brackets in the attribute', () => {
    const named = changeElement(side, 't1', renameChange('"Big" <offer>'));
    expect(layerName(only(named))).toBe('"Big" <offer>');
    expect(elementsOf(named)).toHaveLength(1);
  });
});

describe('a layer dragged in the layers list', () => {
  const order = ['panel', 'headline', 'note', 'logo']; // back first; the list shows logo on top

  it('paints just over the layer it is dropped above, just under the one it is dropped below', () => {
    const after = (moving: string, target: string, place: 'above' | 'below') => {
      const to = paintIndexForDrop(order, moving, target, place)!;
      const others = order.filter((id) => id !== moving);
      return [...others.slice(0, to), moving, ...others.slice(to)];
    };
    expect(after('panel', 'logo', 'above')).toEqual(['headline', 'note', 'logo', 'panel']);
    expect(after('logo', 'panel', 'below')).toEqual(['logo', 'panel', 'headline', 'note']);
    expect(after('headline', 'note', 'above')).toEqual(['panel', 'note', 'headline', 'logo']);
    expect(after('note', 'headline', 'below')).toEqual(['panel', 'note', 'headline', 'logo']);
  });

  it('ignores a drop on itself or an unknown layer', () => {
    expect(paintIndexForDrop(order, 'note', 'note', 'above')).toBeUndefined();
    expect(paintIndexForDrop(order, 'gone', 'note', 'above')).toBeUndefined();
  });
});
