// JSON.parse of a large document in turns (issue 38, decision 194): the rendered pages file is a
// megabyte, and one JSON.parse of it held the server's event loop for 10-60 ms on a busy machine,
// at the moment a publish swapped it in. This walks the document's outer levels itself, parses
// each piece below them with JSON.parse (a page, a few kilobytes to a few dozen), and gives other
// requests their turn whenever a turn has run for `budgetMs`.

export interface InTurnsOptions {
  /** Levels walked by hand; values below them are parsed whole. Default 2 (root, then its members' members). */
  readonly depth?: number;
  /** The time one turn may run before it yields to the event loop. Default 4 ms. */
  readonly budgetMs?: number;
}

/** Next structural character: a string's quote or a bracket. */
const STRUCTURE = /["{}[\]]/g;
/** Where a primitive (number, true, false, null) ends. */
const PRIMITIVE_END = /[\s,\]}]/g;
const WHITESPACE = /[^ \t\n\r]/g;

const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function fail(text: string, at: number): never {
  throw new SyntaxError(`Unexpected ${at < text.length ? `'${text[at]}'` : 'end'} in JSON at position ${at}`);
}

/** The first non-whitespace position at or after `at`. */
function skipSpace(text: string, at: number): number {
  WHITESPACE.lastIndex = at;
  return WHITESPACE.exec(text) ? WHITESPACE.lastIndex - 1 : text.length;
}

/** The position after the string that starts (with its quote) at `at`. */
function stringEnd(text: string, at: number): number {
  let from = at + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) fail(text, text.length);
    let slashes = 0;
    while (text.charCodeAt(quote - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** The position after the value (of any kind) that starts at `at`. */
function valueEnd(text: string, at: number): number {
  const first = text[at];
  if (first === '"') return stringEnd(text, at);
  if (first !== '{' && first !== '[') {
    PRIMITIVE_END.lastIndex = at;
    return PRIMITIVE_END.exec(text) ? PRIMITIVE_END.lastIndex - 1 : text.length;
  }
  let depth = 0;
  let position = at;
  for (;;) {
    STRUCTURE.lastIndex = position;
    const found = STRUCTURE.exec(text);
    if (!found) fail(text, text.length);
    const index = found.index;
    const char = found[0];
    if (char === '"') {
      position = stringEnd(text, index);
      continue;
    }
    depth += char === '{' || char === '[' ? 1 : -1;
    position = index + 1;
    if (depth === 0) return position;
  }
}

/** Sets `key` as an own property, as JSON.parse does (even `__proto__`). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

/** Parses `text` as JSON.parse would, yielding to the event loop between pieces. */
export async function parseJsonInTurns(text: string, options: InTurnsOptions = {}): Promise<unknown> {
  const budget = options.budgetMs ?? 4;
  let turnStarted = performance.now();
  const pause = async () => {
    if (performance.now() - turnStarted < budget) return;
    await yieldTurn();
    turnStarted = performance.now();
  };

  const parseAt = async (at: number, levels: number): Promise<{ value: unknown; end: number }> => {
    const open = text[at];
    if (levels <= 0 || (open !== '{' && open !== '[')) {
      const end = valueEnd(text, at);
      const value: unknown = JSON.parse(text.slice(at, end));
      await pause();
      return { value, end };
    }
    const close = open === '{' ? '}' : ']';
    const object: Record<string, unknown> = {};
    const array: unknown[] = [];
    let position = skipSpace(text, at + 1);
    if (text[position] === close) return { value: open === '{' ? object : array, end: position + 1 };
    for (;;) {
      if (open === '{') {
        if (text[position] !== '"') fail(text, position);
        const keyEnd = stringEnd(text, position);
        const key = JSON.parse(text.slice(position, keyEnd)) as string;
        position = skipSpace(text, keyEnd);
        if (text[position] !== ':') fail(text, position);
        const member = await parseAt(skipSpace(text, position + 1), levels - 1);
        setOwn(object, key, member.value);
        position = member.end;
      } else {
        const item = await parseAt(position, levels - 1);
        array.push(item.value);
        position = item.end;
      }
      position = skipSpace(text, position);
      if (text[position] === close) return { value: open === '{' ? object : array, end: position + 1 };
      if (text[position] !== ',') fail(text, position);
      position = skipSpace(text, position + 1);
    }
  };

  const start = skipSpace(text, 0);
  if (start >= text.length) fail(text, start);
  const { value, end } = await parseAt(start, options.depth ?? 2);
  const rest = skipSpace(text, end);
  if (rest < text.length) fail(text, rest);
  return value;
}
