// /admin/subjects: the school's subjects, and for each the classes that offer it and who teaches
// it there. Subjects are added, renamed and removed in the settings' Academic tab (one place).
import { Link } from 'react-router-dom';

import { panel, tableClass, tdClass, thClass } from '@/components/ui/styles';

import { useClassSubjects, useSubjects } from '../api/structure';
import type { ClassSubjectBody } from '../api/types';

export default function SubjectsPage() {
  const subjects = useSubjects();
  const offered = useClassSubjects({});

  const bySubject = new Map<string, ClassSubjectBody[]>();
  for (const item of offered.data ?? []) {
    const list = bySubject.get(item.subject_id) ?? [];
    list.push(item);
    bySubject.set(item.subject_id, list);
  }
  for (const list of bySubject.values())
    list.sort((a, b) => a.class_name.localeCompare(b.class_name, undefined, { numeric: true }));

  const failed = subjects.error ?? offered.error;
  return (
    <section className={panel} aria-labelledby="subjects-heading">
      <h1 id="subjects-heading" className="text-2xl font-bold">
        Subjects
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Subjects are added, renamed and removed in one place: the{' '}
        <Link to="/admin/settings?tab=academic" className="underline">
          settings’ Academic tab
        </Link>
        . Which class offers a subject, and who teaches it there, is chosen on the{' '}
        <Link to="/admin/classes" className="underline">
          classes
        </Link>{' '}
        screen.
      </p>

      {failed && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          The subjects could not be loaded: {failed.message} Reload the page to try again.
        </p>
      )}
      {(subjects.isPending || offered.isPending) && !failed && (
        <p role="status" className="mt-4 text-slate-600 dark:text-slate-400">
          Loading the subjects…
        </p>
      )}
      {subjects.data?.length === 0 && (
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          There are no subjects yet. Add them in the settings’ Academic tab.
        </p>
      )}
      {subjects.data && subjects.data.length > 0 && (
        <div className="mt-6 overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr>
                <th className={thClass}>Subject</th>
                <th className={thClass}>Offered by (class: teacher)</th>
              </tr>
            </thead>
            <tbody>
              {[...subjects.data]
                .sort((a, b) => a.position - b.position)
                .map((subject) => {
                  const classes = bySubject.get(subject.id) ?? [];
                  return (
                    <tr key={subject.id}>
                      <th scope="row" className={`${tdClass} font-medium`}>
                        {subject.name}
                      </th>
                      <td className={tdClass}>
                        {offered.data && classes.length === 0 && (
                          <span className="text-slate-600 dark:text-slate-400">
                            No class offers it yet.
                          </span>
                        )}
                        {classes.length > 0 && (
                          <ul className="space-y-0.5">
                            {classes.map((item) => (
                              <li key={item.id}>
                                {item.class_name}:{' '}
                                {item.teacher_name ?? (
                                  <span className="text-amber-800 dark:text-amber-300">
                                    no teacher yet
                                  </span>
                                )}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
