// /teacher/class-reports/:classId/print?term=: the class teacher's class's report cards, to print.
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';

import { ClassCards } from '../cards/class-cards';

export default function ClassReportsPrintPage() {
  const { classId = '' } = useParams();
  const [search] = useSearchParams();
  const term = search.get('term') ?? '';
  return (
    <div>
      <Link
        to={paths.teacher.classReports.getHref({ class: classId, term })}
        className="text-sm text-primary dark:text-primary-soft underline print:hidden"
      >
        Back to class reports
      </Link>
      <div className="mt-3">
        <ClassCards
          classId={classId}
          term={term}
          studentHref={(student) =>
            paths.teacher.classReports.getHref({ class: classId, student, term })
          }
        />
      </div>
    </div>
  );
}
