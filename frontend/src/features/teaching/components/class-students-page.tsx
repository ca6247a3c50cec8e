// /teacher/students/:classId: the students of one of the teacher's classes.
import { Link, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';

import { isNotFound, useClass } from '../api';
import { countOf } from '../format';
import { LoadError, Loading, Notice, PageHeading, linkClass } from './parts';
import { StudentDirectory } from './student-directory';

const BACK = { to: paths.teacher.classes.getHref(), label: 'Your classes' };

function NotYourClass() {
  return (
    <Notice title="This is not one of your classes." role="alert">
      <p>
        You can see the students of the classes you teach.{' '}
        <Link to={paths.teacher.classes.getHref()} className={linkClass}>
          Choose one of your classes
        </Link>
        , or ask the school admin to add you to this one.
      </p>
    </Notice>
  );
}

export default function ClassStudentsPage() {
  const { classId = '' } = useParams();
  const klass = useClass(classId);

  if (klass.isPending) return <Loading text="Loading the class…" />;
  if (klass.isError) {
    return (
      <section aria-labelledby="class-heading">
        <PageHeading id="class-heading" title="Students of a class" back={BACK} />
        {isNotFound(klass.error) ? (
          <NotYourClass />
        ) : (
          <LoadError what="The class" onRetry={() => void klass.refetch()} />
        )}
      </section>
    );
  }

  const { name, level_name, student_count, class_teacher_name } = klass.data;
  return (
    <section aria-labelledby="class-heading">
      <PageHeading
        id="class-heading"
        title={name}
        back={BACK}
        intro={[
          level_name,
          countOf(student_count, 'student'),
          class_teacher_name ? `Class teacher: ${class_teacher_name}` : 'No class teacher yet',
        ].join(' · ')}
      />
      <StudentDirectory
        classId={classId}
        notFound={<NotYourClass />}
        empty={
          <Notice title={`${name} has no students yet.`}>
            <p>Students appear here once the school admin enrols them in this class.</p>
          </Notice>
        }
      />
    </section>
  );
}
