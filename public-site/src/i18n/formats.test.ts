import { formatCalendarDate, formatUsd } from '@safari/shared-domain/catalogue';
import { describe, expect, it } from 'vitest';
import { formatsFor } from './formats-intl.ts';

describe('formatsFor', () => {
  it('writes whole dollars as each language does', () => {
    expect(formatUsd(2970)).toBe('$2,970');
    expect(formatsFor('de').usd(2970)).toBe('2.970\u00a0$');
    expect(formatsFor('fr').usd(2970)).toMatch(/^2\u202f970\u00a0\$US$/);
  });

  it('writes an Arusha day as that day, in the language', () => {
    expect(formatCalendarDate('2026-07-04')).toBe('Jul 04, 2026');
    expect(formatsFor('de').day('2026-07-04')).toBe('04. Juli 2026');
    expect(formatsFor('fr').day('2026-07-04')).toBe('04 juil. 2026');
    // The last day of a year stays in it wherever the test runs.
    expect(formatsFor('de').day('2026-12-31')).toBe('31. Dez. 2026');
  });
});
