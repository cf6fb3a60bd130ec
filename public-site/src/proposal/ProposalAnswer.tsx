import { zodResolver } from '@hookform/resolvers/zod';
import { getSupabase } from '@safari/shared-domain';
import {
  acceptProposal,
  type ProposalAcceptanceInput,
  type ProposalChangesInput,
  type ProposalView,
  proposalAcceptanceSchema,
  proposalChangesSchema,
  requestProposalChanges,
} from '@safari/shared-domain/proposals';
import { useLocalPath } from '@safari/shared-ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { controlProps, Field } from '../forms/fields.tsx';
import { OutcomeNote } from '../forms/OutcomeNote.tsx';
import { useValidationText } from '../forms/validation-text.ts';
import { useProposalTexts } from './texts.ts';

const button =
  'inline-flex w-full items-center justify-center rounded-md px-5 py-3 text-base font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto';

/** A card holding one of the traveller's two answers, named by its heading. */
function AnswerForm({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={id}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={id} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </form>
  );
}

function Refusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="proposal-refusal"
      className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
    >
      {message}
    </p>
  );
}

/**
 * Accept: the name typed and the terms ticked. The database decides (public.accept_proposal):
 * a superseded or expired version is refused in its words, naming the current one.
 */
export function AcceptForm({
  token,
  view,
  onAccepted,
}: {
  token: string;
  view: ProposalView;
  onAccepted: () => void;
}) {
  const form = useForm<ProposalAcceptanceInput>({
    resolver: zodResolver(proposalAcceptanceSchema),
    defaultValues: { name: '', terms: false as unknown as true },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { t, cents } = useProposalTexts();
  const validation = useValidationText();
  const local = useLocalPath();
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const answer = await acceptProposal(await getSupabase(), token, values);
    if (!answer.ok) {
      setRefusal(answer.message);
      return;
    }
    onAccepted();
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AnswerForm id="accept-title" title={t('acceptTitle')} onSubmit={submit}>
      <p className="text-sm text-stone-700">{t('acceptIntro', { total: cents(view.totalCents) })}</p>
      <Field name="accept-name" label={t('acceptName')} error={errors.name} required>
        <input {...controlProps('accept-name', errors.name)} autoComplete="name" {...form.register('name')} />
      </Field>
      <div>
        <label className="flex items-start gap-3 text-sm text-stone-800" htmlFor="accept-terms">
          <input
            id="accept-terms"
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-amber-700"
            aria-invalid={errors.terms ? true : undefined}
            {...form.register('terms')}
          />
          <span>
            {t('acceptTermsBefore')}
            <Link to={local('/terms')} className="font-semibold text-amber-800 underline">
              {t('acceptTermsLink')}
            </Link>
            {t('acceptTermsAfter')}
          </span>
        </label>
        {errors.terms?.message ? (
          <p className="mt-1 text-sm font-medium text-red-700">{validation(errors.terms.message)}</p>
        ) : null}
      </div>
      <Refusal message={refusal} />
      <button
        type="submit"
        disabled={isSubmitting}
        className={`${button} bg-amber-700 text-white hover:bg-amber-800`}
      >
        {isSubmitting ? t('accepting') : t('acceptVersion', { version: view.version })}
      </button>
    </AnswerForm>
  );
}

/** Ask for changes: a message to the office, which staff see at once and get by mail. */
export function ChangesForm({
  token,
  view,
  onSent,
}: {
  token: string;
  view: ProposalView;
  onSent: () => void;
}) {
  const form = useForm<ProposalChangesInput>({
    resolver: zodResolver(proposalChangesSchema),
    defaultValues: { message: '' },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const { t } = useProposalTexts();
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const answer = await requestProposalChanges(await getSupabase(), token, values.message);
    if (!answer.ok) {
      setRefusal(answer.message);
      return;
    }
    form.reset({ message: '' });
    setSent((count) => count + 1);
    onSent();
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AnswerForm id="changes-title" title={t('changesTitle')} onSubmit={submit}>
      {view.changeRequests.length > 0 ? (
        <ul className="space-y-2 text-sm text-stone-700" aria-label={t('changesSoFar')}>
          {view.changeRequests.map((request) => (
            <li
              key={request.createdAt}
              className="whitespace-pre-line break-words rounded-md bg-stone-50 p-3"
            >
              {request.message}
            </li>
          ))}
        </ul>
      ) : null}
      <Field name="changes-message" label={t('changesLabel')} error={errors.message} required>
        <textarea
          {...controlProps('changes-message', errors.message)}
          rows={4}
          {...form.register('message')}
        />
      </Field>
      <Refusal message={refusal} />
      {sent > 0 ? (
        <OutcomeNote key={sent} testId="proposal-changes-sent">
          {t('changesSent')}
        </OutcomeNote>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        className={`${button} bg-white text-amber-800 ring-1 ring-amber-300 hover:bg-amber-50`}
      >
        {isSubmitting ? t('sending') : t('sendChanges')}
      </button>
    </AnswerForm>
  );
}
