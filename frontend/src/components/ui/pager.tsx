// Previous / next for a paginated list, with where the reader is.
interface PagerProps {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pageSize, count, onPage }: PagerProps) {
  if (count === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, count);
  const button =
    'rounded-school border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4 text-sm">
      <p className="text-slate-600 dark:text-slate-400">
        {first}–{last} of {count}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={button}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={button}
          disabled={last >= count}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
