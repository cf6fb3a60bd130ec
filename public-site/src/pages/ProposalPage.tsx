import { getSupabase } from '@safari/shared-domain';
import { fetchProposalByToken, type ProposalView } from '@safari/shared-domain/proposals';
import { useLanguage, useLocalPath, usePageMeta } from '@safari/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSiteSettings } from '../i18n/operator.ts';
import { AcceptForm, ChangesForm } from '../proposal/ProposalAnswer.tsx';
import { ProposalContent } from '../proposal/ProposalContent.tsx';
import { downloadProposalPdf } from '../proposal/proposal-pdf.ts';
import { useProposalTexts } from '../proposal/texts.ts';

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'unknown' }
  | { state: 'loaded'; view: ProposalView };

const actionButton =
  'inline-flex items-center justify-center rounded-md px-4 py-2.5 text-sm font-semibold ring-1 ring-amber-300 text-amber-800 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-70';

/** Asks search engines to leave this page alone while it is shown (the server says it too). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow, noarchive';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /proposal/:token (issue 37, decision 181): the version of a proposal the link's token names,
 * read through public.proposal_by_token. Readable on a 320 px phone, printable, with the same
 * content as a PDF; the traveller accepts it or asks for changes.
 */
export default function ProposalPage() {
  const { t } = useProposalTexts();
  const local = useLocalPath();
  usePageMeta(t('metaTitle'), t('metaDescription'));
  useNoIndex();
  const { token = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [pdfProblem, setPdfProblem] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const view = await fetchProposalByToken(await getSupabase(), token);
      setLoad(view ? { state: 'loaded', view } : { state: 'unknown' });
    } catch (error) {
      console.error('Loading the proposal failed', error);
      setLoad((current) => (current.state === 'loaded' ? current : { state: 'failed' }));
    }
  }, [token]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const settings = useSiteSettings();
  const language = useLanguage();
  const downloadPdf = async (view: ProposalView) => {
    setPdfBusy(true);
    setPdfProblem(null);
    try {
      await downloadProposalPdf(view, settings, language);
    } catch (error) {
      console.error('Making the PDF failed', error);
      setPdfProblem(t('pdfFailed'));
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6" data-proposal-page="">
      {load.state === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {load.state === 'failed' ? (
        <div role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
          {t('loadFailed')}{' '}
          <button type="button" onClick={() => void refresh()} className="font-semibold underline">
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      {load.state === 'unknown' ? (
        <div
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
          data-testid="proposal-unknown"
        >
          <h1 className="text-2xl font-bold text-stone-900">{t('unknownTitle')}</h1>
          <p className="mt-2 text-stone-700">
            {t('unknownBefore')}
            <Link to={local('/my-bookings')} className="font-semibold text-amber-800 underline">
              {t('myBookings')}
            </Link>
            {t('unknownAfter', { phone: settings.phone, email: settings.email })}
          </p>
        </div>
      ) : null}
      {load.state === 'loaded' ? (
        <div className="space-y-8">
          <ProposalContent view={load.view} settings={settings} />
          <div className="flex flex-wrap gap-3 print:hidden">
            <button
              type="button"
              className={actionButton}
              disabled={pdfBusy}
              onClick={() => void downloadPdf(load.view)}
            >
              {pdfBusy ? t('makingPdf') : t('downloadPdf')}
            </button>
            <button type="button" className={actionButton} onClick={() => window.print()}>
              {t('print')}
            </button>
            {pdfProblem ? (
              <p role="alert" className="w-full text-sm text-red-800">
                {pdfProblem}
              </p>
            ) : null}
          </div>
          <Answers token={token} view={load.view} refresh={refresh} />
        </div>
      ) : null}
    </main>
  );
}

function Answers({
  token,
  view,
  refresh,
}: {
  token: string;
  view: ProposalView;
  refresh: () => Promise<void>;
}) {
  const [accepted, setAccepted] = useState(false);
  const { t } = useProposalTexts();
  const local = useLocalPath();
  if (view.bookingStatus === 'cancelled' && view.state !== 'accepted') {
    return <p className="rounded-lg bg-stone-100 p-4 text-stone-800 print:hidden">{t('cancelled')}</p>;
  }
  if (view.state === 'accepted') {
    return (
      <div className="space-y-2 rounded-2xl bg-green-50 p-4 text-green-950 ring-1 ring-green-300 sm:p-6 print:hidden">
        <p
          role="status"
          data-testid="proposal-accepted"
          tabIndex={-1}
          ref={(node) => (accepted ? node?.focus() : undefined)}
        >
          {accepted ? t('acceptedNow') : t('acceptedBefore')}
          {t('acceptedMailed')}
          <Link to={local('/my-bookings')} className="font-semibold underline">
            {t('myBookings')}
          </Link>
          {t('acceptedSignIn')}
        </p>
      </div>
    );
  }
  const current = view.state === 'open' || view.state === 'expired';
  return (
    <div className="space-y-6 print:hidden">
      {view.state === 'open' ? (
        <AcceptForm
          token={token}
          view={view}
          onAccepted={() => {
            setAccepted(true);
            void refresh();
          }}
        />
      ) : null}
      {current ? <ChangesForm token={token} view={view} onSent={() => void refresh()} /> : null}
    </div>
  );
}
