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
  it('wants at least 6 characters', () => {
    expect(checkPasswordForm({ newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: 'Password must be at least 6 characters long.',
    });
  });
  it('accepts a good pair', () => {
    expect(checkPasswordForm({ newPassword: 'kilimanjaro', confirmPassword: 'kilimanjaro' })).toEqual({});
  });
});
