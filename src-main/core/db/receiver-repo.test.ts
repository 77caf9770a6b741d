import { describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { insertReceivedMessage, type ReceiverCaps } from './receiver-repo.ts';

const CAPS: ReceiverCaps = { perReceiver: 3, perTeam: { messages: 4, bytes: 1000 }, total: { messages: 6, bytes: 2500 } };

function post(db: ReturnType<typeof openDatabase>, receiver: string, team: string | null, kept: number): number {
  return insertReceivedMessage(db, { receiver, received_at: '2026-01-01T00:00:00Z', method: 'POST', headers: '{}', body: 'x', body_bytes: 1, truncated: 0, team_id: team, kept_bytes: kept }, CAPS);
}

const kept = (db: ReturnType<typeof openDatabase>) => db.prepare('SELECT id, receiver, team_id FROM receiver_messages ORDER BY id').all() as { id: number; receiver: string; team_id: string | null }[];

describe('the built-in receiver inbox', () => {
  it('keeps the newest messages within each cap: per receiver, per team (messages and bytes) and in total', () => {
    const db = openDatabase(':memory:');
    // Per receiver: the fourth pushes out the first.
    for (let i = 0; i < 4; i++) post(db, 'a', 'team-1', 10);
    expect(kept(db).map((m) => m.id)).toEqual([2, 3, 4]);
    // Per team, by count: another receiver of team-1 shares its 4 messages.
    post(db, 'b', 'team-1', 10);
    post(db, 'b', 'team-1', 10);
    expect(kept(db).filter((m) => m.team_id === 'team-1').map((m) => m.id)).toEqual([3, 4, 5, 6]);
    // Per team, by bytes: posts nobody subscribed share one allowance, and a flood of them leaves team-1 alone.
    for (let i = 0; i < 10; i++) post(db, `fill${i}`, null, 400);
    expect(kept(db).filter((m) => m.team_id === null)).toHaveLength(2);
    expect(kept(db).filter((m) => m.team_id === 'team-1')).toHaveLength(4);
    // In total: a third group pushes the oldest messages out, whoever's they are.
    for (let i = 0; i < 3; i++) post(db, 'c', 'team-2', 600);
    const totals = db.prepare('SELECT COUNT(*) AS n, SUM(kept_bytes) AS bytes FROM receiver_messages').get() as { n: number; bytes: number };
    expect(totals.n).toBeLessThanOrEqual(6);
    expect(totals.bytes).toBeLessThanOrEqual(2500);
    expect(kept(db).at(-1)).toMatchObject({ receiver: 'c', team_id: 'team-2' });
    db.close();
  });
});
