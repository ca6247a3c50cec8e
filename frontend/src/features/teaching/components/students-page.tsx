// /teacher/students: every student of the teacher's classes, searchable and by class.
import { useMyClasses } from '../api';
import { NoClasses, Notice, PageHeading } from './parts';
import { StudentDirectory } from './student-directory';

export default function StudentsPage() {
  const classes = useMyClasses();
  const mine = classes.data?.results;
  return (
    <section aria-labelledby="students-heading">
      <PageHeading
        id="students-heading"
        title="Your students"
        intro="The students of every class you teach. Open one to see their record and how to reach their parents."
      />
      <StudentDirectory
        // The filter appears once the classes are known; the list does not wait for them.
        classes={mine}
        empty={
          mine && mine.length === 0 ? (
            <NoClasses />
          ) : (
            <Notice title="Your classes have no students yet.">
              <p>Students appear here once the school admin enrols them in your classes.</p>
            </Notice>
          )
        }
      />
    </section>
  );
}
