import { Input, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { fieldId, overLimitMessage } from './form-errors.ts';

// One translated text in the tour editor's Translations section (issue 41): the English text,
// and beside it the box for its German or French, marked "Missing translation" while empty.

function MissingTag({ text }: { readonly text: unknown }) {
  return typeof text === 'string' && text.trim() !== '' ? null : (
    <Tag color="warning">Missing translation</Tag>
  );
}

/** One text: the English on the left (above, on a phone), the translation's box beside it. */
function Pair({
  id,
  label,
  english,
  translated,
  error,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly english: string | undefined;
  readonly translated: unknown;
  readonly error: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <div className="mb-4 grid gap-x-4 gap-y-1 border-0 border-b border-solid border-gray-100 pb-3 md:grid-cols-2">
      <div>
        <Typography.Text type="secondary">English</Typography.Text>
        <Typography.Paragraph className="!mb-0 whitespace-pre-line rounded bg-gray-50 p-2" lang="en">
          {english || '—'}
        </Typography.Paragraph>
      </div>
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>{' '}
        <MissingTag text={translated} />
        <div className="mt-1">{children}</div>
        {error ? (
          <Typography.Text type="danger" role="alert" className="block">
            {error}
          </Typography.Text>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A translated text's pair with its box: `name` is the form field's dotted name (its id), `error`
 * the schema's message, else the box says while staff type past `limit`.
 */
export function TranslationBox({
  name,
  label,
  english,
  value,
  error,
  limit,
  rows,
  onChange,
}: {
  readonly name: string;
  readonly label: string;
  readonly english: string | undefined;
  readonly value: string;
  readonly error: string | undefined;
  readonly limit: number;
  readonly rows?: number;
  readonly onChange: (value: string) => void;
}) {
  const id = fieldId(name);
  return (
    <Pair
      id={id}
      label={label}
      english={english}
      translated={value}
      error={error ?? overLimitMessage(value, limit)}
    >
      <TextBox id={id} label={label} value={value} rows={rows} onChange={onChange} />
    </Pair>
  );
}

function TextBox({
  id,
  label,
  value,
  rows,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly rows?: number;
  readonly onChange: (value: string) => void;
}) {
  // The box holds German or French ('tour-translations-de-title'); the admin around it is English.
  const lang = id.split('-')[2];
  return rows ? (
    <Input.TextArea
      id={id}
      lang={lang}
      aria-label={label}
      rows={rows}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ) : (
    <Input
      id={id}
      lang={lang}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
