import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthStore, redirectPathForRole } from '@safari/shared-domain';
import {
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  type NewPasswordFormValues,
  newPasswordFormSchema,
  type PasswordResetRequestFormValues,
  passwordResetRequestFormSchema,
  type SignInFormValues,
  type SignUpFormValues,
  signInFormSchema,
  signUpFormSchema,
} from '@safari/shared-domain/forms';
import { showToast, useHydrated, usePageMeta, useSearchParamsAfterHydration } from '@safari/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { describedBy, Field, inputClass, SubmitButton } from '../forms/fields.tsx';
import { ConfirmationLinkProblem } from '../session/ConfirmationLinkProblem.tsx';
import { type LinkError, linkErrorFromHash } from '../session/link-error.ts';

type Tab = 'sign-in' | 'sign-up';
type View = Tab | 'forgot';

function SignInForm({ onForgot }: { onForgot: () => void }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = async ({ email, password }: SignInFormValues) => {
    const outcome = await getAuthStore().getState().signIn(email, password);
    if (outcome.notice) showToast(outcome.notice);
    if (outcome.ok) navigate(outcome.redirectTo ?? '/');
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="space-y-5"
      aria-busy={isSubmitting}
    >
      <Field name="signin-email" label="Email" error={errors.email} required>
        <input
          id="signin-email"
          type="email"
          autoComplete="email"
          required
          disabled={isSubmitting}
          className={inputClass}
          {...describedBy('signin-email', errors.email)}
          {...register('email')}
        />
      </Field>
      <Field name="signin-password" label="Password" error={errors.password} required>
        <input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          required
          disabled={isSubmitting}
          className={inputClass}
          {...describedBy('signin-password', errors.password)}
          {...register('password')}
        />
      </Field>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onForgot}
          className="text-sm font-medium text-amber-800 underline-offset-2 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <SubmitButton busy={isSubmitting} label="Sign In" busyLabel="Signing in..." />
    </form>
  );
}

function SignUpForm({ onSignIn, onForgot }: { onSignIn: () => void; onForgot: () => void }) {
  const navigate = useNavigate();
  // Auth's answer for an address that already has an account (no mail was sent): say what to do.
  const [mayHaveAccount, setMayHaveAccount] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = async ({ email, password }: SignUpFormValues) => {
    const outcome = await getAuthStore().getState().signUp(email, password);
    if (outcome.notice) showToast(outcome.notice);
    if (!outcome.ok) return;
    setMayHaveAccount(outcome.addressMayHaveAccount ? email : null);
    if (outcome.redirectTo) navigate(outcome.redirectTo);
    else reset({ email, password: '' });
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="space-y-5"
      aria-busy={isSubmitting}
    >
      <Field name="signup-email" label="Email" error={errors.email} required>
        <input
          id="signup-email"
          type="email"
          autoComplete="email"
          required
          disabled={isSubmitting}
          className={inputClass}
          {...describedBy('signup-email', errors.email)}
          {...register('email')}
        />
      </Field>
      <Field
        name="signup-password"
        label="Password"
        error={errors.password}
        required
        // The schema's own message, so the hint states the rule the form and the server apply.
        hint={AUTH_MESSAGES.passwordMin}
      >
        <input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          required
          disabled={isSubmitting}
          className={inputClass}
          {...describedBy('signup-password', errors.password)}
          {...register('password')}
        />
      </Field>
      {mayHaveAccount ? (
        <div
          role="status"
          data-testid="address-in-use"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p className="font-semibold">Check your mailbox</p>
          <p className="mt-1">
            If {mayHaveAccount} already has an account, no new confirmation is sent: sign in instead, or reset
            your password if you forgot it.
          </p>
          <div className="mt-2 flex flex-wrap gap-4">
            <button type="button" onClick={onSignIn} className="font-semibold text-amber-900 underline">
              Sign in
            </button>
            <button type="button" onClick={onForgot} className="font-semibold text-amber-900 underline">
              Reset your password
            </button>
          </div>
        </div>
      ) : null}
      <SubmitButton busy={isSubmitting} label="Create Account" busyLabel="Creating account..." />
      <p className="text-center text-sm text-stone-600">
        By creating an account you agree to our{' '}
        <Link to="/terms" className="font-medium text-amber-800 underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="font-medium text-amber-800 underline">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}

function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestFormValues>({
    resolver: zodResolver(passwordResetRequestFormSchema),
    defaultValues: { email: '' },
  });
  const submit = async ({ email }: PasswordResetRequestFormValues) => {
    const outcome = await getAuthStore().getState().requestPasswordReset(email);
    if (outcome.notice) showToast(outcome.notice);
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="space-y-5"
      aria-busy={isSubmitting}
    >
      <h2 className="text-xl font-semibold">Reset your password</h2>
      <p className="text-sm text-stone-600">
        Enter your account's e-mail address and we will send you a link to choose a new password.
      </p>
      <Field name="reset-email" label="Email" error={errors.email} required>
        <input
          id="reset-email"
          type="email"
          autoComplete="email"
          required
          disabled={isSubmitting}
          className={inputClass}
          {...describedBy('reset-email', errors.email)}
          {...register('email')}
        />
      </Field>
      <SubmitButton busy={isSubmitting} label="Send reset link" busyLabel="Sending..." />
      <button
        type="button"
        onClick={onBack}
        className="w-full text-sm font-medium text-amber-800 hover:underline"
      >
        Back to sign in
      </button>
    </form>
  );
}

function NewPasswordForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const submit = async ({ newPassword }: NewPasswordFormValues) => {
    const outcome = await getAuthStore().getState().updatePassword(newPassword);
    if (outcome.notice) showToast(outcome.notice);
    if (outcome.ok) navigate(redirectPathForRole(getAuthStore().getState().role));
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      className="space-y-5"
      aria-busy={isSubmitting}
    >
      <h2 className="text-xl font-semibold">Choose a new password</h2>
      <Field
        name="new-password"
        label="New password"
        error={errors.newPassword}
        required
        hint={CHANGE_PASSWORD_MESSAGES.tooShort}
      >
        <input
          id="new-password"
          type="password"
          autoComplete="new-password"
          disabled={isSubmitting}
          className={inputClass}
          {...describedBy('new-password', errors.newPassword)}
          {...register('newPassword')}
        />
      </Field>
      <Field name="confirm-password" label="Confirm new password" error={errors.confirmPassword} required>
        <input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          disabled={isSubmitting}
          className={inputClass}
          {...describedBy('confirm-password', errors.confirmPassword)}
          {...register('confirmPassword')}
        />
      </Field>
      <SubmitButton busy={isSubmitting} label="Update password" busyLabel="Updating..." />
    </form>
  );
}

export default function AuthPage() {
  usePageMeta('Sign In', 'Sign in to your account or create one to follow your safari booking requests.');
  const [params] = useSearchParamsAfterHydration();
  const resetMode = params.get('mode') === 'reset';
  const [view, setView] = useState<View>('sign-in');
  // An e-mail link that failed lands here with the reason in the fragment (read before the
  // client starts, which leaves the fragment as it is).
  const [arrivedWithError] = useState<LinkError | null>(() =>
    linkErrorFromHash(globalThis.location?.hash ?? ''),
  );
  // Shown once the prerendered page has hydrated: its HTML was made without a fragment.
  const linkError = useHydrated() ? arrivedWithError : null;
  const store = getAuthStore();
  const session = useStore(store, (state) => state.session);
  const loading = useStore(store, (state) => state.loading);

  // The page needs the client: it reads a link's session from the address (recovery, confirmation).
  useEffect(() => store.getState().initialize(), [store]);

  // Seed 000 §2.10: once a session exists the role decides where the visitor goes. The forms do
  // that after signing in; this covers a visitor who arrives already signed in. A reset link's
  // session stays to choose the new password.
  const role = useStore(store, (state) => state.role);
  const recovering = useStore(store, (state) => state.passwordRecovery);
  const navigate = useNavigate();
  const arrivalHandled = useRef(false);
  useEffect(() => {
    if (loading || arrivalHandled.current) return;
    if (!session || resetMode || recovering) {
      arrivalHandled.current = true;
      return;
    }
    if (role === null) return;
    arrivalHandled.current = true;
    navigate(redirectPathForRole(role), { replace: true });
  }, [loading, session, resetMode, recovering, role, navigate]);

  const tabClass = (tab: Tab) =>
    `flex-1 rounded-md px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-amber-700 ${
      view === tab ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900'
    }`;

  let body: React.ReactNode;
  if (resetMode) {
    body = loading ? (
      <p role="status">Checking your reset link…</p>
    ) : session ? (
      <NewPasswordForm />
    ) : (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-800">
          This reset link has expired or was already used. Ask for a new one below.
        </p>
        <ForgotPasswordForm onBack={() => setView('sign-in')} />
      </div>
    );
  } else if (view === 'forgot') {
    body = <ForgotPasswordForm onBack={() => setView('sign-in')} />;
  } else {
    body = (
      <>
        <div
          role="tablist"
          aria-label="Sign in or create an account"
          className="flex gap-1 rounded-lg bg-stone-100 p-1"
        >
          <button
            type="button"
            role="tab"
            id="tab-sign-in"
            aria-selected={view === 'sign-in'}
            aria-controls="panel-auth"
            className={tabClass('sign-in')}
            onClick={() => setView('sign-in')}
          >
            Sign In
          </button>
          <button
            type="button"
            role="tab"
            id="tab-sign-up"
            aria-selected={view === 'sign-up'}
            aria-controls="panel-auth"
            className={tabClass('sign-up')}
            onClick={() => setView('sign-up')}
          >
            Create Account
          </button>
        </div>
        <div
          role="tabpanel"
          id="panel-auth"
          aria-labelledby={view === 'sign-in' ? 'tab-sign-in' : 'tab-sign-up'}
          className="mt-6"
        >
          {view === 'sign-in' ? (
            <SignInForm onForgot={() => setView('forgot')} />
          ) : (
            <SignUpForm onSignIn={() => setView('sign-in')} onForgot={() => setView('forgot')} />
          )}
        </div>
      </>
    );
  }

  return (
    <main className="flex justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">Welcome</h1>
        <p className="mt-2 text-center font-medium text-amber-800">Your gateway to African adventures</p>
        <p className="mt-1 text-center text-stone-600">Sign in to your account or create a new one</p>
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          {linkError && !resetMode ? <ConfirmationLinkProblem error={linkError} /> : null}
          {body}
        </div>
        <p className="mt-6 text-center text-sm text-stone-600">
          Need help?{' '}
          <Link to="/contact" className="font-medium text-amber-800 underline">
            Contact our support team
          </Link>
        </p>
      </div>
    </main>
  );
}
