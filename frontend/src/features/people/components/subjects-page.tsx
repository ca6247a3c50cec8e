// /admin/subjects: the school's subjects, and for each the classes that offer it and who teaches
// it there. Subjects are added, renamed and removed in the settings' Academic tab (one place).
import { Link } from 'react-router-dom';

import { DataTable } from '@/components/ui/data-table';
import { panel } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { loadFailure } from '@/lib/errors';
import type { ClassSubjectBody } from '@/types/register';

import { useClassSubjects, useSubjects } from '../api/structure';

function OfferedBy({ classes }: { classes: readonly ClassSubjectBody[] }) {
  if (classes.length === 0)
    return <span className="text-slate-600 dark:text-slate-400">No class offers it yet.</span>;
  return (
    <ul className="space-y-0.5">
      {classes.map((item) => (
        <li key={item.id}>
          {item.class_name}:{' '}
          {item.teacher_name ?? (
            <span className="text-amber-800 dark:text-amber-300">no teacher yet</span>
          )}
        </li>
      ))}
    </ul>
  );
}

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
    <section className={panel}>
      <h1 className="text-2xl font-bold">Subjects</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Subjects are added, renamed and removed in one place: the{' '}
        <Link to={paths.admin.settings.getHref({ tab: 'academic' })} className="underline">
          settings’ Academic tab
        </Link>
        . Which class offers a subject, and who teaches it there, is chosen on the{' '}
        <Link to={paths.admin.classes.getHref()} className="underline">
          classes
        </Link>{' '}
        screen.
      </p>

      <DataTable
        caption="Subjects"
        className="mt-6"
        columns={[
          {
            id: 'subject',
            header: 'Subject',
            rowHeader: true,
            sortKey: 'name',
            sortValue: (subject) => subject.name,
            cell: (subject) => subject.name,
          },
          {
            id: 'offered',
            header: 'Offered by (class: teacher)',
            cell: (subject) => <OfferedBy classes={bySubject.get(subject.id) ?? []} />,
          },
        ]}
        rows={
          subjects.data && offered.data
            ? [...subjects.data].sort((a, b) => a.position - b.position)
            : undefined
        }
        rowKey={(subject) => subject.id}
        loadingText="Loading the subjects…"
        error={failed ? loadFailure('The subjects', failed) : null}
        onRetry={() => {
          if (subjects.isError) void subjects.refetch();
          if (offered.isError) void offered.refetch();
        }}
        empty="There are no subjects yet. Add them in the settings’ Academic tab."
      />
    </section>
  );
}
