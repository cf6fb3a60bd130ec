import { telHrefOf } from './format.ts';
import { addressLineParts, replyMailto } from './mailto.ts';

/**
 * A customer's address: a mail link when it is one plain address, otherwise plain text. A line
 * breaks, where one must, only before its `@` or a dot, never inside a word.
 */
function EmailLink({ address }: { address: string }) {
  const href = replyMailto(address);
  let at = 0;
  const text = addressLineParts(address).map((part) => {
    const start = at;
    at += part.length;
    return (
      <span key={start}>
        {start > 0 ? <wbr /> : null}
        {part}
      </span>
    );
  });
  if (!href) return <span title="Not a plain e-mail address: check it before writing">{text}</span>;
  return <a href={href}>{text}</a>;
}

/** A customer's e-mail above their telephone, each a link where it can be one. */
export function ContactLines({ email, phone }: { email: string; phone: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <EmailLink address={email} />
      <a href={telHrefOf(phone)}>{phone}</a>
    </div>
  );
}
