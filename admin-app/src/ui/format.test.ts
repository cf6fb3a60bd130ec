import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, languageName, telHrefOf, truncateText } from './format.ts';

describe('admin formats', () => {
  it('shows timestamps on the Arusha clock', () => {
    expect(formatDateTime('2026-07-03T22:30:00Z')).toBe('Jul 04, 2026, 01:30');
  });
  it('shows a tour date as the day it names, not shifted by a time zone', () => {
    expect(formatDay('2026-07-04')).toBe('Jul 04, 2026');
    expect(formatDay('2026-07-03T22:30:00Z')).toBe('Jul 04, 2026');
  });
  it('names the traveller’s language in English', () => {
    expect(['en', 'de', 'fr'].map(languageName)).toEqual(['English', 'German', 'French']);
  });
  it('leaves an unreadable value as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
  it('makes tel: links from written numbers', () => {
    expect(telHrefOf('+255 (0) 712-345 678')).toBe('tel:+2550712345678');
  });
  it('truncates long messages at a word with an ellipsis', () => {
    expect(truncateText('short')).toBe('short');
    const long = 'We would like to see the migration in July with our two children please';
    expect(truncateText(long, 40)).toBe('We would like to see the migration in…');
    expect(truncateText('x'.repeat(50), 10)).toBe('xxxxxxxxxx…');
  });
});
