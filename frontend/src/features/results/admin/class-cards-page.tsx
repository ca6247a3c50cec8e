// /admin/results/print/:classId?term=: a class's report cards, to check and print at once.
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';

import { ClassCards } from '../cards/class-cards';

export default function AdminClassCardsPage() {
  const { classId = '' } = useParams();
  const [search] = useSearchParams();
  const term = search.get('term') ?? '';
  return (
    <div>
      <Link
        to={paths.admin.results.getHref({ term })}
        className="text-sm text-primary dark:text-primary-soft underline print:hidden"
      >
        Back to the results
      </Link>
      <div className="mt-3">
        <ClassCards
          classId={classId}
          term={term}
          studentHref={(studentId) => paths.admin.resultsStudent.getHref({ studentId }, { term })}
        />
      </div>
    </div>
  );
}
