import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useValidationText } from './validation-text.ts';

describe('useValidationText on an English page', () => {
  it('shows every message exactly as the schema wrote it, days and numbers included', () => {
    const { result } = renderHook(() => useValidationText());
    for (const message of [
      'Bookings open at most two years ahead: choose a date up to 2028-11-29',
      'Your message may have at most 4,000 characters',
      'This tour does not run from Mar 01, 2027 to Mar 10, 2027: choose a start date whose trip avoids those days',
      'Something the server said',
    ])
      expect(result.current(message)).toBe(message);
  });
});
