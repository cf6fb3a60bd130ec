import { getSiteSettings } from '@safari/shared-domain';
import { formatCalendarDate } from '@safari/shared-domain/catalogue';
import { usePageMeta } from '@safari/shared-ui';
import { legalDocuments } from '../content/legal.ts';

export default function LegalPage({ document: which }: { document: 'privacy' | 'terms' }) {
  const doc = legalDocuments(getSiteSettings())[which];
  usePageMeta(doc.title, doc.description);
  return (
    <main className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="text-4xl font-bold tracking-tight">{doc.title}</h1>
      <p className="mt-2 text-sm text-stone-600">Last updated {formatCalendarDate(doc.updated)}</p>
      {doc.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className="mt-3 leading-relaxed text-stone-700">
              {p}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}
