import { describe, expect, it } from 'vitest';
import { proposalTrail, versionState } from './proposal-trail.ts';

const v1 = {
  id: 'v1',
  version: 1,
  sent_at: '2026-12-01T08:00:00Z',
  sent_by_email: 'boss@example.test',
  accepted_at: null,
  accepted_name: null,
  total: 6250.5,
};
const v2 = {
  ...v1,
  id: 'v2',
  version: 2,
  sent_at: '2026-12-02T08:00:00Z',
  accepted_at: '2026-12-03T09:00:00Z',
  accepted_name: 'Alice A',
};

describe('the proposal trail', () => {
  it('lists sends, change requests and the acceptance in the order they happened', () => {
    const trail = proposalTrail(
      [v1, v2],
      [{ proposal_version_id: 'v1', created_at: '2026-12-01T12:00:00Z', message: 'One more night?' }],
    );
    expect(trail.map((event) => event.text)).toEqual([
      'Version 1 sent by boss@example.test',
      'Changes asked to version 1',
      'Version 2 sent by boss@example.test',
      'Version 2 accepted by Alice A: booking confirmed',
    ]);
    expect(trail[1]?.message).toBe('One more night?');
  });

  it('says who for a sender or a version it does not know', () => {
    const trail = proposalTrail(
      [{ ...v1, sent_by_email: null }],
      [{ proposal_version_id: 'gone', created_at: '2026-12-01T12:00:00Z', message: 'x' }],
    );
    expect(trail.map((event) => event.text)).toEqual([
      'Version 1 sent by staff',
      'Changes asked to version ?',
    ]);
  });

  it('names each version’s state', () => {
    expect(versionState(v1, 2)).toBe('superseded');
    expect(versionState(v2, 2)).toBe('accepted');
    expect(versionState({ version: 3, accepted_at: null }, 3)).toBe('current');
  });
});
