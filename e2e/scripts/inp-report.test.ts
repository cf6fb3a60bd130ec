import { describe, expect, it } from 'vitest';
import { interactionLatency, medianLatency, renderInpTable } from './inp-report.ts';

describe('interactionLatency', () => {
  it("takes the longest event of each interaction, and the worst interaction's", () => {
    expect(
      interactionLatency([
        { name: 'pointerdown', interactionId: 7, duration: 40 },
        { name: 'pointerup', interactionId: 7, duration: 56 },
        { name: 'click', interactionId: 7, duration: 48 },
        { name: 'keydown', interactionId: 9, duration: 24 },
      ]),
    ).toBe(56);
  });

  it('ignores events that are no interaction (hover, scroll), and says null when there was none', () => {
    expect(interactionLatency([{ name: 'pointerover', interactionId: 0, duration: 300 }])).toBeNull();
    expect(interactionLatency([])).toBeNull();
  });
});

describe('medianLatency', () => {
  it('is the middle run, the higher middle of an even count, and skips runs with nothing measured', () => {
    expect(medianLatency([120, 40, 80])).toBe(80);
    expect(medianLatency([40, 80, null, 120, 160])).toBe(120);
    expect(medianLatency([null])).toBeNull();
  });
});

describe('renderInpTable', () => {
  it('shows each interaction, its median and runs, and whether it meets 200 ms', () => {
    expect(
      renderInpTable([
        { name: 'open the phone menu', route: '/', runs: [64, 48, 56] },
        { name: 'choose a filter chip', route: '/tours', runs: [240, 232, 256] },
        { name: 'open the date picker', route: '/', runs: [null, null, null] },
      ]).split('\n'),
    ).toEqual([
      '| interaction          | route    | median | runs                   | ≤ 200 ms     |',
      '| -------------------- | -------- | -----: | ---------------------- | ------------ |',
      '| open the phone menu  | `/`      |  56 ms | 64 ms, 48 ms, 56 ms    | yes          |',
      '| choose a filter chip | `/tours` | 240 ms | 240 ms, 232 ms, 256 ms | no           |',
      '| open the date picker | `/`      |      — | —, —, —                | not measured |',
    ]);
  });
});
