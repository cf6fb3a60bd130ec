/** A message as the senders (Auth, later the product's notices) hand it over. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message in the local mailbox, as its JSON API returns it. */
export interface StoredMail extends OutgoingMail {
  id: string;
  /** ISO 8601 time it was sent. */
  date: string;
  /** Every http(s) link in the text and HTML bodies, in order, without duplicates. */
  links: string[];
}
