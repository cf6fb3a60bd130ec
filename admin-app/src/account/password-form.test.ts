import { describe, expect, it } from 'vitest';
import { checkPasswordForm } from './password-form.ts';

describe('checkPasswordForm', () => {
  it('asks for both fields', () => {
    expect(checkPasswordForm({ newPassword: '', confirmPassword: 'secret1' })).toEqual({
      newPassword: 'Please enter both password fields.',
    });
    expect(checkPasswordForm({ newPassword: 'secret1', confirmPassword: '' })).toEqual({
      confirmPassword: 'Please enter both password fields.',
    });
  });
  it('wants them to match', () => {
    expect(checkPasswordForm({ newPassword: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });
  it('wants at least 8 characters with a letter and a digit', () => {
    for (const weak of ['abc', 'kilimanjaro']) {
      expect(checkPasswordForm({ newPassword: weak, confirmPassword: weak })).toEqual({
        newPassword: 'Password must be at least 8 characters long, with a letter and a digit.',
      });
    }
  });
  it('accepts a good pair', () => {
    expect(
      checkPasswordForm({ newPassword: 'kilimanjaro-2026', confirmPassword: 'kilimanjaro-2026' }),
    ).toEqual({});
  });
});
