// The PDF's standard fonts (Helvetica) carry the Windows-1252 repertoire: Latin-1 and a few
// typographic signs. jsPDF writes a whole line as UTF-16 garbage when one character falls outside
// it, so every text is brought inside first: accents are kept where the letter exists, a letter
// with a mark the repertoire lacks loses the mark (ł stays l only if it decomposes; ą → a), and
// anything else becomes '?'. A space that must not break (French writes '2 970,00 $US' with a
// narrow one between the thousands, U+202F) becomes the fonts' no-break space, so an amount stays on
// one line and reads as spaced text. Decisions 182, 233.

const WINDOWS_1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The narrow no-break space and the figure space: spaces inside a number. */
const NO_BREAK_SPACES = new Set('\u202f\u2007');

function isWindows1252(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.has(character)
  );
}

/** One line of text the PDF's standard fonts can draw (tabs and other controls become spaces). */
export function pdfSafeText(value: string): string {
  let out = '';
  for (const character of value.normalize('NFC')) {
    if (isWindows1252(character)) {
      out += character;
    } else if (NO_BREAK_SPACES.has(character)) {
      out += '\u00a0';
    } else if (/\s/u.test(character) || /\p{Cc}/u.test(character)) {
      out += ' ';
    } else {
      const bare = character.normalize('NFKD').replace(/\p{M}/gu, '');
      out += bare !== '' && [...bare].every(isWindows1252) ? bare : '?';
    }
  }
  return out;
}
