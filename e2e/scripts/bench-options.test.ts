import { describe, expect, it } from 'vitest';
import { phoneBenchOptions } from './bench-options.ts';

describe('the phone benchmarks’ options', () => {
  it('calibrates by default and takes the runs and a slowdown when given (pnpm passes a lone --)', () => {
    expect(phoneBenchOptions([], 5)).toEqual({ runs: 5 });
    expect(phoneBenchOptions(['--', '--runs', '2', '--cpu-slowdown', '4.5'], 5)).toEqual({
      runs: 2,
      givenSlowdown: 4.5,
    });
  });

  it('refuses runs that are not a whole number and a slowdown outside 1-30', () => {
    expect(() => phoneBenchOptions(['--runs', '1.5'], 3)).toThrow(/--runs needs a whole number/);
    expect(() => phoneBenchOptions(['--runs', '0'], 3)).toThrow(/--runs/);
    expect(() => phoneBenchOptions(['--cpu-slowdown', '0.5'], 3)).toThrow(/from 1 to 30/);
    expect(() => phoneBenchOptions(['--cpu-slowdown', 'fast'], 3)).toThrow(/from 1 to 30/);
  });
});
