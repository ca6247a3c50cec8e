// Academic Structure: how the school year and the classes are organised, from the settings:
// the session and its terms, the class levels, a school week, assessment and promotion.
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import {
  CallToAction,
  Card,
  CardGrid,
  PageHeader,
  Section,
  textLink,
} from '@/features/public-site/components/page-parts';
import { useSettings } from '@/features/settings/settings-provider';

import { countInWords, inWords, termNames } from './school-facts';

export default function AcademicStructure() {
  const { settings } = useSettings();
  const terms = termNames(settings);
  const levels = settings.class_levels;
  const scheme = settings.marking_scheme;
  const channels = [
    settings.notifications.email.enabled && settings.notifications.email.absentNotice && 'e-mail',
    settings.notifications.sms.enabled && settings.notifications.sms.absentNotice && 'text message',
    settings.notifications.inApp.enabled &&
      settings.notifications.inApp.absentNotice &&
      'the portal',
  ].filter((c): c is string => Boolean(c));

  return (
    <>
      <PageHeader eyebrow="Academics" title="Academic Structure">
        <p>
          How the school year and the classes at {settings.school_name} are organised: the session
          and its terms, the classes, a school week, and how children are assessed and promoted.
        </p>
      </PageHeader>

      <Section
        id="session"
        title={`The ${settings.academic_year} session`}
        lead={`A session has ${countInWords(terms.length)} terms. Each term has about twelve weeks of lessons, a mid-term break and examinations at the end.`}
      >
        <ol className="grid gap-5 md:grid-cols-3">
          {terms.map((term, i) => (
            <li
              key={term}
              className={`rounded-school border p-5 ${
                term === settings.current_term
                  ? 'border-[var(--school-primary)] ring-1 ring-[var(--school-primary)]'
                  : 'border-slate-200 dark:border-slate-800'
              }`}
            >
              <p className="text-sm text-slate-600 dark:text-slate-400">Term {i + 1}</p>
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{term}</h3>
              {term === settings.current_term && (
                <p className="text-primary dark:text-primary-soft mt-1 text-sm font-medium">
                  The current term
                </p>
              )}
            </li>
          ))}
        </ol>
      </Section>

      {levels.length > 0 && (
        <Section
          id="classes"
          title="Classes"
          tinted
          lead={`Children move up one class each session, from ${levels[0].name} to ${levels[levels.length - 1].name}. Each class may have several arms, each with its own class teacher.`}
        >
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {levels.map((level, i) => (
              <li
                key={level.id}
                className="rounded-school flex items-center gap-3 border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              >
                <span
                  aria-hidden="true"
                  className="bg-primary flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white"
                >
                  {i + 1}
                </span>
                <span className="font-medium">{level.name}</span>
              </li>
            ))}
          </ol>
        </Section>
      )}

      <Section id="week" title="A school week">
        <CardGrid>
          <Card title="Lessons">
            A timetable of lessons for each class, taught by subject teachers and followed on the
            student portal.
          </Card>
          <Card title="Attendance">
            Taken every morning by the class teacher.
            {channels.length > 0 &&
              ` If your child is marked absent, you are told the same day by ${inWords(channels)}.`}
          </Card>
          <Card title="Homework and reading">
            Regular homework that builds on the day&rsquo;s lessons, and reading every evening.
          </Card>
        </CardGrid>
      </Section>

      <Section id="assessment" title="Assessment, results and promotion" tinted>
        <div className="max-w-3xl space-y-3 text-slate-700 dark:text-slate-300">
          <p>
            In every subject a term&rsquo;s score is out of 100: {scheme.continuousAssessment} for
            continuous assessment ({inWords(scheme.components.map((c) => c.name.toLowerCase()))})
            and {scheme.examination} for the examination.{' '}
            <Link className={textLink} to={paths.curriculum.getHref()}>
              See the curriculum and grading
            </Link>
            .
          </p>
          <p>
            The report card shows each subject&rsquo;s score, grade and position, the overall
            average and position in class, attendance, and the comments of the class teacher and the
            principal. The third term&rsquo;s report also shows the whole session.
          </p>
          <p>
            At the end of the session, students who meet the pass mark of{' '}
            {settings.grading.passMark} move up to the next class; the school discusses any other
            decision with the family.
          </p>
        </div>
      </Section>

      <CallToAction
        title="Ready to join a class?"
        actions={[{ label: 'How to apply', to: paths.howToApply.getHref() }]}
      >
        Admission steps and the classes with places.
      </CallToAction>
    </>
  );
}
