// The forms' messages in the visitor's language (issue 41). The schemas (shared-domain, shared
// with the admin and the tests) speak English; the `validation` area holds exactly the messages
// the public forms' schemas can produce, and each is shown translated where it is shown.

import validationTexts from 'virtual:messages/validation';
import { useMessages } from '@safari/shared-ui';
import type validation from '../../messages/en/validation.json';
import { type LocaliseValue, translateEnglish } from '../i18n/by-english.ts';
import { type Formats, useFormats } from '../i18n/formats.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day or a number found in an English message, written the page's way. */
export function localiseValue(formats: Formats): LocaliseValue {
  return (value) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formats.day(value);
    // 'Jul 04, 2026', the English way of writing a day.
    const written = /^([A-Z][a-z]{2}) (\d{2}), (\d{4})$/.exec(value);
    const month = written ? MONTHS.indexOf(written[1] ?? '') : -1;
    if (written && month >= 0)
      return formats.day(`${written[3]}-${String(month + 1).padStart(2, '0')}-${written[2]}`);
    if (/^\d{1,3}(,\d{3})*$/.test(value)) return Number(value.replaceAll(',', ''));
    return value;
  };
}

/**
 * Turns a schema's (English) message into the page's language; unknown messages stay as they are,
 * and an English page shows every message exactly as the schema wrote it.
 */
export function useValidationText(): (message: string) => string {
  const t = useMessages<typeof validation>(validationTexts);
  const localise = localiseValue(useFormats());
  return (message) => translateEnglish(validationTexts, t, message, localise) ?? message;
}
