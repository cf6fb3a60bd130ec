import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, 'decisions');
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 3)));
const STATUS_LINE = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted|superseded)\b(.*)$/;

describe('decision records', () => {
  it('are numbered once each', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(numbers.size).toBe(records.length);
  });

  it.each(records)('%s starts with its title, date and status', (name) => {
    const [title = '', blank, statusLine = ''] = readFileSync(join(folder, name), 'utf8').split('\n');
    expect(title).toMatch(/^# /);
    expect(blank).toBe('');
    const match = STATUS_LINE.exec(statusLine);
    expect(match, `line 3 of ${name}: "${statusLine}"`).not.toBeNull();
    const date = match?.[1] ?? '';
    expect(Number.isNaN(Date.parse(date))).toBe(false);
    // A record that hands a rule on names one that exists.
    for (const [, later] of statusLine.matchAll(/superseded(?: in part)? by (\d{3})/g)) {
      expect(numbers.has(later ?? ''), `${name} points to ${later}`).toBe(true);
    }
  });
});
