import formsTexts from 'virtual:messages/forms';
import { getAuthStore } from '@safari/shared-domain';
import { useHydrated, useMessages } from '@safari/shared-ui';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useStore } from 'zustand';
import type forms from '../../messages/en/forms.json';
import { useSiteSettings } from '../i18n/operator.ts';
import { useValidationText } from './validation-text.ts';

export const inputClass =
  'mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-amber-700 focus:outline-none focus:ring-2 focus:ring-amber-700/30 disabled:bg-stone-100 aria-[invalid=true]:border-red-600';

const submitClass =
  'inline-flex w-full items-center justify-center rounded-md bg-amber-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:opacity-70';

/**
 * A form's submit button, which cannot send anything without JavaScript (issue 24): without it,
 * a prerendered form would go the browser's way, a GET to the page with every field (a password
 * too) in the address, and reach nobody. The prerendered button is disabled, and the visitor
 * without JavaScript is told why and how else to reach the operator (a note shown only by
 * `@media (scripting: none)`); the shell's first script
 * enables it at once (its submissions are held until React owns the form, decision 102), and
 * React keeps it enabled once hydrated. The forms also say `method="post"`, so that no field
 * could ever travel in the address.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  const hydrated = useHydrated();
  const settings = useSiteSettings();
  const t = useMessages<typeof forms>(formsTexts);
  return (
    <>
      <button type="submit" disabled={!hydrated || busy} data-needs-script="" className={submitClass}>
        {busy ? busyLabel : label}
      </button>
      {/* Shown only by `@media (scripting: none)` (not a <noscript>: composing a page strips one). */}
      <p
        data-testid="form-needs-javascript"
        className="hidden rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300 noscript:block"
      >
        {t('needsJavaScript', { phone: settings.phone, email: settings.email })}
      </p>
    </>
  );
}

/** The id of a field's message, for `aria-describedby`. */
export const errorId = (name: string) => `${name}-error`;

/** The props that tie an input to its message. */
function describedBy(name: string, error: FieldError | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(name) : undefined,
  } as const;
}

/**
 * What every text box, list and text area inside a `Field` carries: the field's id (its label's
 * `htmlFor`), the form look, and the tie to the schema's message.
 */
export function controlProps(name: string, error: FieldError | undefined) {
  return { id: name, className: inputClass, ...describedBy(name, error) } as const;
}

/** A label, its control and the schema's message right below it. */
export function Field({
  name,
  label,
  error,
  required,
  children,
  hint,
}: {
  name: string;
  label: string;
  error?: FieldError | undefined;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? <p className="mt-1 text-xs text-stone-500">{hint}</p> : null}
      <FieldMessage name={name} error={error} />
    </div>
  );
}

/** The schema's message of a field, in the page's language. */
export function FieldMessage({ name, error }: { name: string; error?: FieldError | undefined }) {
  // Called before any early return: the language's messages load with the form, not its first error.
  const translate = useValidationText();
  if (!error?.message) return null;
  return (
    <p id={errorId(name)} className="mt-1 text-sm font-medium text-red-700">
      {translate(error.message)}
    </p>
  );
}

/** The signed-in user (id and e-mail) as the auth store knows it, or null. */
export function useSessionUser(): { id: string; email: string | null } | null {
  const user = useStore(getAuthStore(), (state) => state.user);
  return user ? { id: user.id, email: user.email ?? null } : null;
}

/**
 * The honeypot (decision 100): a text box people neither see nor reach with the keyboard nor
 * hear in a screen reader, and browsers do not fill in. A bot that fills it in gets a normal
 * success and the database stores nothing.
 */
export function HoneypotField(props: UseFormRegisterReturn<'website'>) {
  const t = useMessages<typeof forms>(formsTexts);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor="website">{t('honeypot')}</label>
      <input id="website" type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
