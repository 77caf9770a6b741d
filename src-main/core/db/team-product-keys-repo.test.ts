import { describe, expect, it } from 'vitest';
import { testCore } from '../test-support/test-core.ts';
import { findBaseProductKey, listTeamProductKeys, replaceTeamProductKeys } from './team-product-keys-repo.ts';

describe('team product keys', () => {
  it('replaces a team’s keys as a whole, lists them by key and maps one onto its catalog key', () => {
    const core = testCore();
    const { db } = core.context;
    const teamId = core.keys.teamId;
    replaceTeamProductKeys(db, teamId, { z_promo: 'a6_postcard', a_promo: 'a5_note' });
    expect(listTeamProductKeys(db, teamId)).toEqual({ a_promo: 'a5_note', z_promo: 'a6_postcard' });
    expect(Object.keys(listTeamProductKeys(db, teamId))).toEqual(['a_promo', 'z_promo']);
    expect(findBaseProductKey(db, teamId, 'z_promo')).toBe('a6_postcard');

    replaceTeamProductKeys(db, teamId, { b_promo: 'a6_postcard' });
    expect(listTeamProductKeys(db, teamId)).toEqual({ b_promo: 'a6_postcard' });
    expect(findBaseProductKey(db, teamId, 'z_promo')).toBeUndefined();
    expect(listTeamProductKeys(db, 'another-team')).toEqual({});
  });
});
