// Each class's fees in the term: its students, how many have an invoice, what the invoices ask
// for after discounts, what has come in and what is still owed, with the school's totals.
import { panel, secondaryButton, tableClass, tdClass, thClass } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';
import { useSchoolIdentity } from '@/lib/school';

import { useCollection, type ClassCollection } from '../api';
import { formatMoney } from '../format';

const num = 'text-right tabular-nums whitespace-nowrap';

export function CollectionTable({ termId }: { termId: string }) {
  const { currency } = useSchoolIdentity();
  const collection = useCollection(termId);
  const money = (minor: number) => formatMoney(minor, currency);

  let body;
  if (!termId) body = <p className="mt-2 text-sm">Choose a term.</p>;
  else if (collection.error) {
    body = (
      <div role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
        <p>{loadFailure('The collection', collection.error)}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-2`}
          onClick={() => void collection.refetch()}
        >
          Try again
        </button>
      </div>
    );
  } else if (!collection.data) {
    body = (
      <p role="status" className="mt-2 text-sm">
        Loading the collection…
      </p>
    );
  } else if (collection.data.length === 0) {
    body = <p className="mt-2 text-sm">No class has students this term.</p>;
  } else {
    const rows = collection.data;
    const sum = (key: keyof Omit<ClassCollection, 'class_id' | 'class_name'>) =>
      rows.reduce((total, row) => total + row[key], 0);
    body = (
      <div
        role="region"
        aria-label="Collection by class"
        tabIndex={0}
        className="mt-2 scroll-hint relative overflow-x-auto"
      >
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Class
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Students
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Invoiced
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Expected
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Collected
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Outstanding
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.class_id}>
                <th scope="row" className={`${tdClass} font-medium whitespace-nowrap`}>
                  {row.class_name}
                </th>
                <td className={`${tdClass} ${num}`}>{row.students}</td>
                <td className={`${tdClass} ${num}`}>{row.invoiced}</td>
                <td className={`${tdClass} ${num}`}>{money(row.expected)}</td>
                <td className={`${tdClass} ${num}`}>{money(row.collected)}</td>
                <td className={`${tdClass} ${num}`}>{money(row.outstanding)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className={tdClass}>
                Total
              </th>
              <td className={`${tdClass} ${num}`}>{sum('students')}</td>
              <td className={`${tdClass} ${num}`}>{sum('invoiced')}</td>
              <td className={`${tdClass} ${num}`}>{money(sum('expected'))}</td>
              <td className={`${tdClass} ${num}`}>{money(sum('collected'))}</td>
              <td className={`${tdClass} ${num}`}>{money(sum('outstanding'))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby="collection-heading" className={panel}>
      <h2 id="collection-heading" className="text-lg font-semibold">
        Collection
      </h2>
      {body}
    </section>
  );
}
