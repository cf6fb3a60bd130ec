// The options the phone benchmarks take (`bench:inp`, `bench:hydration`): --runs N and
// --cpu-slowdown X (instead of the calibrated index ÷ 600).
import { parseArgs } from 'node:util';

export interface PhoneBenchOptions {
  readonly runs: number;
  /** The CPU slowdown given on the command line; undefined to calibrate. */
  readonly givenSlowdown?: number;
}

export function phoneBenchOptions(argv: readonly string[], defaultRuns: number): PhoneBenchOptions {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: { runs: { type: 'string' }, 'cpu-slowdown': { type: 'string' } },
  });
  const runs = Number(values.runs ?? defaultRuns);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number, not ${values.runs}`);
  if (values['cpu-slowdown'] === undefined) return { runs };
  const givenSlowdown = Number(values['cpu-slowdown']);
  if (!(givenSlowdown >= 1 && givenSlowdown <= 30))
    throw new Error(`--cpu-slowdown needs a number from 1 to 30, not ${values['cpu-slowdown']}`);
  return { runs, givenSlowdown };
}
