// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkErrorFromHash, linkErrorMessage } from './link-error.ts';

describe('linkErrorFromHash', () => {
  it('reads the error Auth redirects to for an expired or used link', () => {
    const error = linkErrorFromHash(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    expect(error).toEqual({ code: 'otp_expired', description: 'Email link is invalid or has expired' });
    expect(linkErrorMessage(error ?? { code: '', description: '' })).toBe(
      'This link has expired or was already used.',
    );
  });

  it('is null for a session fragment or none', () => {
    expect(linkErrorFromHash('#access_token=a&refresh_token=b&type=signup')).toBeNull();
    expect(linkErrorFromHash('')).toBeNull();
  });

  it('falls back to Auth’s words for an error it does not know', () => {
    const error = linkErrorFromHash('#error=server_error&error_description=Something+broke');
    expect(error?.code).toBe('server_error');
    expect(linkErrorMessage(error ?? { code: '', description: '' })).toBe('Something broke');
  });
});
