#!/usr/bin/env node
// Prints where the test time went: the slowest Vitest files and the slowest Playwright tests,
// read from the JSON results a run left in the folder given (TEST_TIMINGS, set by .ci/run). Run
// at the end of CI beside the stage table (issue 28), so the next cut can be chosen from CI's
// own output. `node scripts/slowest.mjs <folder> [count]`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [folder, countArg] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node scripts/slowest.mjs <folder> [count]');
  process.exit(2);
}
const count = Number(countArg ?? 15);
const root = process.cwd();

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const seconds = (ms) => (ms / 1000).toFixed(1);
const table = (title, rows) => {
  if (rows.length === 0) return;
  console.log(`\n${title}\n\n| seconds | what |\n| ---: | --- |`);
  for (const [ms, what] of rows.slice(0, count)) console.log(`| ${seconds(ms)} | ${what} |`);
};

/** Vitest's JSON: one entry per file; a file's time runs from its first test to its last. */
function vitestFiles(report) {
  return (report?.testResults ?? []).map((file) => [
    Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
    relative(root, file.name),
  ]);
}

/** Playwright's JSON: suites nest; each test has one result per retry. */
function playwrightTests(report) {
  const rows = [];
  const flaky = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const what = `${spec.file ?? file}: ${spec.title} [${test.projectName}]`;
        rows.push([ms, what]);
        // Failed first and passed on CI's one retry (decision 169): listed so it gets fixed.
        if (test.status === 'flaky') flaky.push(what);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return { rows, flaky };
}

const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
const unit = files
  .filter((name) => name.startsWith('vitest-'))
  .flatMap((name) => vitestFiles(readJson(join(folder, name))))
  .sort((a, b) => b[0] - a[0]);
const playwright = files
  .filter((name) => name === 'playwright.json')
  .map((name) => playwrightTests(readJson(join(folder, name))));
const e2e = playwright.flatMap((report) => report.rows).sort((a, b) => b[0] - a[0]);
const flaky = playwright.flatMap((report) => report.flaky);

table(`Slowest Vitest files (first test to last; server boots come before): ${unit.length} files`, unit);
if (e2e.length > 0) {
  const total = e2e.reduce((sum, [ms]) => sum + ms, 0);
  table(`Slowest Playwright tests: ${e2e.length} tests, ${seconds(total)} s in all (two workers)`, e2e);
}
if (flaky.length > 0) {
  console.log(`\nFlaky Playwright tests (failed, then passed on the retry): ${flaky.length}\n`);
  for (const what of flaky) console.log(`- ${what}`);
}
