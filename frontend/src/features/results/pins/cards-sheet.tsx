// The printable sheet of a new batch's cards (decisions/022): ten to an A4 page, each with the
// school's name, the serial, the PIN and how to use it, cut along the borders. It is made in the
// browser from the answer that made the batch, the only place the PINs ever are.
import { useSchoolIdentity } from '@/lib/school';

import { dateInWords } from '@/lib/dates';
import type { PinBatch, IssuedCard } from './api';

/** `123456789012` as printed: `1234 5678 9012`. */
export const groupedPin = (pin: string) => pin.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The address of the public check page, as a family types it. */
export const checkAddress = () => `${window.location.origin}/check-result`;

export function CardsSheet({ batch, cards }: { batch: PinBatch; cards: IssuedCard[] }) {
  const school = useSchoolIdentity();
  const address = checkAddress();
  return (
    <div className="pin-sheet grid grid-cols-1 gap-3 sm:grid-cols-2 print:grid-cols-2 print:gap-0">
      {cards.map((card) => (
        <article
          key={card.serial}
          aria-label={`Card ${card.serial}`}
          className="break-inside-avoid border border-dashed border-slate-400 p-3 text-sm print:h-[54mm] print:text-[10px]"
        >
          <p className="font-bold uppercase">{school.name}</p>
          <p>Result checker card · {batch.scope_name}</p>
          <p className="mt-2">
            Serial: <span className="font-mono font-semibold">{card.serial}</span>
          </p>
          <p>
            PIN:{' '}
            <span className="font-mono text-lg font-bold tracking-wider">
              {groupedPin(card.pin)}
            </span>
          </p>
          <p className="mt-2">
            Go to {address} and enter the student’s admission number, this serial and the PIN.
            {` ${batch.uses_allowed} ${batch.uses_allowed === 1 ? 'view' : 'views'}`}, until{' '}
            {dateInWords(batch.expires_on)}. The first check ties the card to one student.
          </p>
        </article>
      ))}
    </div>
  );
}

/** The batch's serials and PINs as CSV, PINs grouped so that a spreadsheet keeps them as text. */
export function cardsCsv(batch: PinBatch, cards: IssuedCard[]): string {
  const rows = [
    ['serial', 'pin', 'scope', 'views', 'expires_on'],
    ...cards.map((c) => [
      c.serial,
      groupedPin(c.pin),
      batch.scope_name,
      String(batch.uses_allowed),
      batch.expires_on,
    ]),
  ];
  return rows
    .map((row) =>
      row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','),
    )
    .join('\r\n');
}
