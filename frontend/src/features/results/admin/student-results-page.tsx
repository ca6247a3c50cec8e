// /admin/results/student/:studentId?term=: a student's report cards term by term as they stand,
// printable, with the term report: the principal's and class teacher's comments and the ratings
// (admins with `results.publish`; other admins read).
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { may } from '@/lib/auth-storage';

import { StudentReport } from '../cards/student-report';

export default function AdminStudentResultsPage() {
  const { studentId = '' } = useParams();
  const [search] = useSearchParams();
  const { user } = useAuth();
  const canPublish = may(user, 'results.publish');
  return (
    <div>
      <div className="flex flex-wrap gap-4 text-sm print:hidden">
        <Link
          to={paths.admin.results.getHref({ term: search.get('term') })}
          className="text-primary dark:text-primary-soft underline"
        >
          Back to the results
        </Link>
        <Link
          to={paths.admin.student.getHref({ id: studentId })}
          className="text-primary dark:text-primary-soft underline"
        >
          The student’s record
        </Link>
      </div>
      <h1 className="mt-3 text-2xl font-bold print:hidden">Report cards</h1>
      <div className="mt-4">
        <StudentReport studentId={studentId} editable={canPublish} canPrincipal={canPublish} />
      </div>
    </div>
  );
}
