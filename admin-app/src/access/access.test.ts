import { describe, expect, it } from 'vitest';
import { decideAccess } from './access.ts';

describe('decideAccess', () => {
  it('waits while the stored session is read, whatever else is known', () => {
    expect(
      decideAccess({
        sessionLoading: true,
        signedIn: false,
        hadAccess: false,
        roleCheck: { state: 'pending' },
      }),
    ).toEqual({
      kind: 'wait',
    });
  });

  it('sends a visitor without a session to /auth, without the denied toast', () => {
    expect(
      decideAccess({
        sessionLoading: false,
        signedIn: false,
        hadAccess: false,
        roleCheck: { state: 'pending' },
      }),
    ).toEqual({
      kind: 'leave',
      to: '/auth',
      deniedToast: false,
    });
  });

  it('sends an admin who signs out from the dashboard to the site root', () => {
    expect(
      decideAccess({
        sessionLoading: false,
        signedIn: false,
        hadAccess: true,
        roleCheck: { state: 'pending' },
      }),
    ).toEqual({
      kind: 'leave',
      to: '/',
      deniedToast: false,
    });
  });

  it('waits for the role check of a signed-in user', () => {
    expect(
      decideAccess({
        sessionLoading: false,
        signedIn: true,
        hadAccess: false,
        roleCheck: { state: 'pending' },
      }).kind,
    ).toBe('wait');
  });

  it('lets an admin in', () => {
    expect(
      decideAccess({
        sessionLoading: false,
        signedIn: true,
        hadAccess: false,
        roleCheck: { state: 'done', role: 'admin' },
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('sends a plain user home with the Access Denied toast', () => {
    expect(
      decideAccess({
        sessionLoading: false,
        signedIn: true,
        hadAccess: false,
        roleCheck: { state: 'done', role: 'user' },
      }),
    ).toEqual({ kind: 'leave', to: '/', deniedToast: true });
  });

  it('sends the user home without the toast when the role check failed', () => {
    expect(
      decideAccess({
        sessionLoading: false,
        signedIn: true,
        hadAccess: false,
        roleCheck: { state: 'failed' },
      }),
    ).toEqual({
      kind: 'leave',
      to: '/',
      deniedToast: false,
    });
  });

  it("holds an admin's first view while the reads started beside the role check are out, never a non-admin's leave", () => {
    const signedIn = { sessionLoading: false, signedIn: true, earlyReadsPending: true } as const;
    const admin = { state: 'done', role: 'admin' } as const;
    expect(decideAccess({ ...signedIn, hadAccess: false, roleCheck: admin })).toEqual({ kind: 'wait' });
    expect(
      decideAccess({ ...signedIn, hadAccess: false, roleCheck: admin, earlyReadsPending: false }),
    ).toEqual({
      kind: 'allow',
    });
    // Shown once already (a refreshed session of another admin): no spinner over the dashboard.
    expect(decideAccess({ ...signedIn, hadAccess: true, roleCheck: admin })).toEqual({ kind: 'allow' });
    expect(
      decideAccess({ ...signedIn, hadAccess: false, roleCheck: { state: 'done', role: 'user' } }),
    ).toEqual({
      kind: 'leave',
      to: '/',
      deniedToast: true,
    });
    expect(decideAccess({ ...signedIn, hadAccess: false, roleCheck: { state: 'failed' } })).toEqual({
      kind: 'leave',
      to: '/',
      deniedToast: false,
    });
  });
});
