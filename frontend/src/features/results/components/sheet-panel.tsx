// One class subject's score sheet for a term (the current one unless the page names another):
// its class, subject, term and status,
// the reason it was returned when it was, and the grid (sheet-editor.tsx). Reloading after a
// conflict reads the sheet again and starts the editor from it.
import { useState } from 'react';

import { loadFailure } from '@/lib/errors';

import { isNotFound, useSheet } from '../api';
import { STATUS_WORDS } from '../cells';
import { SheetEditor } from './sheet-editor';

const problem =
  'rounded-school mt-4 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200';
const notice =
  'rounded-school mt-3 bg-amber-50 px-4 py-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100';

export function SheetPanel({
  classSubjectId,
  term,
}: {
  classSubjectId: string;
  /** The term chosen in the address; '' for the server's current term. */
  term: string;
}) {
  const read = useSheet(classSubjectId, term);
  // Each reload starts the editor again from the sheet read.
  const [generation, setGeneration] = useState(0);

  if (read.error) {
    return (
      <p role="alert" className={problem}>
        {isNotFound(read.error)
          ? term
            ? 'There is no such sheet: this class subject is not one of yours, or the term chosen does not exist. Choose another term or subject.'
            : 'This class subject is not one of yours, so you cannot enter its scores.'
          : loadFailure('The score sheet', read.error)}
      </p>
    );
  }
  if (!read.data) {
    return (
      <p role="status" className="mt-4">
        Loading the score sheet…
      </p>
    );
  }

  const sheet = read.data;
  return (
    <section aria-labelledby="sheet-heading" className="mt-6">
      <h2 id="sheet-heading" className="text-xl font-bold">
        {sheet.class_name} · {sheet.subject_name}
      </h2>
      <p className="mt-1 text-sm">
        {sheet.term_name} · Status:{' '}
        <span className="font-medium">{STATUS_WORDS[sheet.status]}</span>
      </p>
      {sheet.returned_reason && (
        <div role="note" className={notice}>
          <p className="font-semibold">Returned for changes</p>
          <p>{sheet.returned_reason}</p>
        </div>
      )}
      {!sheet.editable && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {sheet.status === 'draft'
            ? 'You may read this sheet, not enter its scores.'
            : `This sheet is ${STATUS_WORDS[sheet.status].toLowerCase()}, so its scores cannot be changed.`}
        </p>
      )}
      <SheetEditor
        key={`${classSubjectId}|${generation}`}
        sheet={sheet}
        term={term}
        onReload={async () => {
          await read.refetch();
          setGeneration((g) => g + 1);
        }}
      />
    </section>
  );
}
