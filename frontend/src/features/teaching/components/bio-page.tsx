// /teacher/bio/:teacherId: a teacher's bio as colleagues read it: name, picture, specialisation,
// qualification, bio, and the classes and subjects they teach.
import { Link, useParams } from 'react-router-dom';

import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { isNotFound, useTeacher } from '../api';
import { fullName, subjectGroups } from '../format';
import { LoadError, Loading, Notice, PageHeading, card, linkClass, muted } from './parts';

export default function BioPage() {
  const { teacherId = '' } = useParams();
  const { user } = useAuth();
  const teacher = useTeacher(teacherId);

  if (teacher.isPending) return <Loading text="Loading the bio…" />;
  if (teacher.isError) {
    return (
      <section aria-labelledby="bio-heading">
        <PageHeading id="bio-heading" title="A teacher's bio" />
        {isNotFound(teacher.error) ? (
          <Notice title="We could not find this teacher." role="alert">
            <p>
              They may have left the school, or the link is wrong. Go back to{' '}
              <Link to={paths.teacher.dashboard.getHref()} className={linkClass}>
                your dashboard
              </Link>
              .
            </p>
          </Notice>
        ) : (
          <LoadError what="The bio" onRetry={() => void teacher.refetch()} />
        )}
      </section>
    );
  }

  const t = teacher.data;
  const name = fullName(t.first_name, t.last_name, t.username);
  const own = user?.id === t.user_id;
  // The teacher record carries no picture; the signed-in teacher's own comes with their session.
  const picture = own ? user?.profile_picture : null;
  const groups = subjectGroups(t.subjects);
  const facts: [string, string][] = [
    ['Specialisation', t.specialisation],
    ['Qualification', t.qualification],
  ];

  return (
    <article aria-labelledby="bio-heading" className="max-w-3xl space-y-6">
      <div
        className={`${card} flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left`}
      >
        <Avatar
          picture={picture}
          name={name}
          size="size-24 shrink-0 text-3xl"
          alt={picture ? `${name}'s picture` : ''}
        />
        <div className="min-w-0">
          <h1 id="bio-heading" className="text-2xl font-bold break-words sm:text-3xl">
            {name}
          </h1>
          {t.specialisation && <p className={muted}>{t.specialisation}</p>}
          {own && (
            <p className="mt-2 text-sm">
              <Link to={paths.teacher.profile.getHref()} className={linkClass}>
                Edit your bio
              </Link>
            </p>
          )}
        </div>
      </div>

      <section aria-labelledby="about-heading" className={card}>
        <h2 id="about-heading" className="text-lg font-semibold">
          About
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className={`text-sm ${muted}`}>{label}</dt>
              <dd className="font-medium break-words">{value || 'Not given'}</dd>
            </div>
          ))}
        </dl>
        {t.bio ? (
          <p className="mt-4 leading-relaxed break-words whitespace-pre-line">{t.bio}</p>
        ) : (
          <p className={`mt-4 ${muted}`}>
            {own
              ? 'You have not written a bio yet. Add a few sentences on your teacher profile.'
              : `${t.first_name || 'This teacher'} has not written a bio yet.`}
          </p>
        )}
      </section>

      <section aria-labelledby="teaching-heading" className={card}>
        <h2 id="teaching-heading" className="text-lg font-semibold">
          Teaching this session
        </h2>
        {t.classes.length === 0 && groups.length === 0 ? (
          <p className={`mt-2 ${muted}`}>No class or subject yet.</p>
        ) : (
          <dl className="mt-4 space-y-4">
            {t.classes.length > 0 && (
              <div>
                <dt className={`text-sm ${muted}`}>Classes</dt>
                <dd className="font-medium">{t.classes.map((c) => c.name).join(', ')}</dd>
              </div>
            )}
            {groups.length > 0 && (
              <div>
                <dt className={`text-sm ${muted}`}>Subjects</dt>
                <dd>
                  <ul className="space-y-1">
                    {groups.map((g) => (
                      <li key={g.subject_id}>
                        <span className="font-medium">{g.subject_name}</span>
                        <span className={muted}>
                          {' '}
                          · {g.classes.map((c) => c.class_name).join(', ')}
                        </span>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
        )}
      </section>
    </article>
  );
}
