// The register on the family dashboards (product.md §3 "Dashboards"): a parent's card for each
// child, and a student's "My class". Results ("Report cards") and attendance ("Attendance this
// term") have their own cards on the dashboard, a line per child; fees join the cards when that
// area is built, and until then each card says where they will appear.
import type { ReactNode } from 'react';

import { useAuth } from '@/lib/auth';
import { loadFailure } from '@/lib/errors';
import type { StudentBody } from '@/types/register';

import { useOwnStudents } from '@/lib/own-students';
import { fullName } from './people-parts';
import { StatusBadge } from './student-labels';

const card =
  'rounded-school shadow-school border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
const muted = 'text-slate-600 dark:text-slate-400';
const problem =
  'rounded-school mt-3 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200';

/** What the later areas will add to a child's card. */
const COMING = [
  { title: 'Results', text: 'Under Report cards below, once the school publishes them.' },
  { title: 'Fees', text: 'Appear here once the school sets them up.' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A pair of the card's facts, the term above its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className={`text-sm ${muted}`}>{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function ChildCard({ child }: { child: StudentBody }) {
  const headingId = `child-${child.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className={`${card} h-full`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {fullName(child)}
          </h3>
          <StatusBadge status={child.status} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <Fact term="Admission number">{child.admission_number}</Fact>
          <Fact term="Class">{child.class_name ?? 'Not in a class yet'}</Fact>
        </dl>
        <dl className="mt-4 space-y-2 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
          {COMING.map((item) => (
            <div key={item.title}>
              <dt className="font-medium">{item.title}</dt>
              <dd className={muted}>{item.text}</dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}

/** A parent's children, one card each, as the server answers them (only their own). */
export function ChildrenCards() {
  const { user } = useAuth();
  const waiting = Boolean(user?.must_change_password);
  const children = useOwnStudents(user?.id ?? '', Boolean(user) && !waiting);

  let body: ReactNode;
  if (waiting) {
    body = (
      <p className={`mt-3 ${muted}`}>
        Your children’s cards appear here once you have chosen your own password.
      </p>
    );
  } else if (children.isPending) {
    body = (
      <p role="status" className={`mt-3 ${muted}`}>
        Loading your children…
      </p>
    );
  } else if (children.isError) {
    body = (
      <p role="alert" className={problem}>
        {loadFailure('Your children', children.error, 'Reload the page to try again.')}
      </p>
    );
  } else if (children.data.results.length === 0) {
    body = (
      <p className={`mt-3 ${muted}`}>
        No children are linked to your account yet. Ask the school office to link them.
      </p>
    );
  } else {
    body = (
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {children.data.results.map((child) => (
          <ChildCard key={child.id} child={child} />
        ))}
      </ul>
    );
  }
  return (
    <Section id="children-heading" title="Your children">
      {body}
    </Section>
  );
}

function parentsOf(student: StudentBody): string {
  return student.parents
    .map((p) => (p.relationship ? `${p.name} (${p.relationship})` : p.name))
    .join(', ');
}

/**
 * The signed-in student's class, admission number, status and parents: from the server's list
 * (which holds only them), and from the profile while that loads or when it cannot be asked.
 */
export function MyClassCard() {
  const { user } = useAuth();
  const waiting = Boolean(user?.must_change_password);
  const own = useOwnStudents(user?.id ?? '', Boolean(user) && !waiting);
  const record: StudentBody | null = own.data
    ? (own.data.results[0] ?? null)
    : (user?.student_data ?? null);

  let body: ReactNode;
  if (!record && own.isLoading) {
    body = (
      <p role="status" className={`mt-3 ${muted}`}>
        Loading your class…
      </p>
    );
  } else if (!record && own.isError) {
    body = (
      <p role="alert" className={problem}>
        {loadFailure('Your class', own.error, 'Reload the page to try again.')}
      </p>
    );
  } else if (!record) {
    body = (
      <p className={`mt-3 ${muted}`}>
        Your student record is not set up yet. Ask the school office to add you to the register.
      </p>
    );
  } else {
    body = (
      <article aria-labelledby="my-class-name" className={`${card} mt-3 max-w-2xl`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p id="my-class-name" className="text-2xl font-semibold break-words">
            {record.class_name ?? 'Not in a class yet'}
          </p>
          <StatusBadge status={record.status} />
        </div>
        {!record.class_name && (
          <p className={`mt-1 text-sm ${muted}`}>
            The school office puts you in a class; it shows here once they have.
          </p>
        )}
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <Fact term="Admission number">{record.admission_number}</Fact>
          <Fact term={record.parents.length > 1 ? 'Parents' : 'Parent'}>
            {record.parents.length > 0 ? parentsOf(record) : 'No parent is linked yet'}
          </Fact>
        </dl>
      </article>
    );
  }
  return (
    <Section id="my-class-heading" title="My class">
      {body}
    </Section>
  );
}
