import { replyMailto } from './mailto.ts';

/** A customer's address: a mail link when it is one plain address, otherwise plain text. */
export function EmailLink({ address }: { address: string }) {
  const href = replyMailto(address);
  if (!href) return <span title="Not a plain e-mail address: check it before writing">{address}</span>;
  return <a href={href}>{address}</a>;
}
