// A message's plain text as people read it: its lines kept, and web addresses made links that
// open in a new tab without handing the portal's window to the page opened. Nothing in a
// message is ever read as HTML: React writes it as text.
import { Fragment } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address before it. */
const TRAILING = /[.,;:!?)\]'"]+$/;

export type Piece = { text: string } | { href: string; text: string };

/** `text` cut into plain pieces and links (only http and https addresses). */
export function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const trailing = TRAILING.exec(match[0])?.[0] ?? '';
    const address = match[0].slice(0, match[0].length - trailing.length);
    if (start > last) out.push({ text: text.slice(last, start) });
    out.push({ href: address, text: address });
    last = start + address.length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

export function MessageText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {pieces(text).map((piece, i) =>
        'href' in piece ? (
          <a
            key={i}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline"
          >
            {piece.text}
          </a>
        ) : (
          <Fragment key={i}>{piece.text}</Fragment>
        ),
      )}
    </p>
  );
}
