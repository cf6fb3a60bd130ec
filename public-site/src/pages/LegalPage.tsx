import { useMessages, usePageMeta } from '@safari/shared-ui';
import type privacy from '../../messages/en/privacy.json';
import { LEGAL_DOCUMENTS } from '../content/legal.ts';
import { useFormats } from '../i18n/formats.ts';
import { useSiteSettings } from '../i18n/operator.ts';

// Both documents have a title, a description and a date line; their sections' keys are their own.
type Common = Pick<typeof privacy, 'title' | 'description' | 'updated'>;

export default function LegalPage({ document: which }: { document: 'privacy' | 'terms' }) {
  const s = useSiteSettings();
  const doc: (typeof LEGAL_DOCUMENTS)[typeof which] = LEGAL_DOCUMENTS[which];
  const t = useMessages<Common & Record<string, string>>(doc.texts);
  const { day } = useFormats();
  const values = { brand: s.brandName, email: s.email, phone: s.phone, address: s.officeAddress };
  usePageMeta(t('title'), t('description', values));
  return (
    <main className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-sm text-stone-600">{t('updated', { date: day(doc.updated) })}</p>
      {doc.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{t(section.heading)}</h2>
          {section.paragraphs.map((key) => (
            <p key={key} className="mt-3 leading-relaxed text-stone-700">
              {t(key, values)}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}
