// The landing page: who the school is (name, motto, session from its settings), why families
// choose it, how learning is organised, admissions, and how to reach it. It needs nothing from
// the server but the settings.
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import {
  Card,
  CardGrid,
  CallToAction,
  Section,
  mutedText,
  pageWidth,
  textLink,
} from '@/features/public-site/components/page-parts';
import { useSettings } from '@/features/settings/settings-provider';

import { ContactDetails, contactRows } from './public/contact-details';
import { countInWords, inWords, termNames } from './public/school-facts';

export default function Landing() {
  const { settings } = useSettings();
  const scheme = settings.marking_scheme;
  const terms = termNames(settings);
  const names = settings.subjects.map((s) => s.name);
  const glance: [string, string | number][] = [
    ['Session', settings.academic_year],
    ['Term', settings.current_term],
    ['Terms a session', terms.length],
    ['Pass mark', `${settings.grading.passMark}%`],
  ];
  if (settings.class_levels.length > 0) glance[2] = ['Classes', settings.class_levels.length];
  if (names.length > 0) glance[3] = ['Subjects', names.length];
  const subjects =
    names.length > 4
      ? `${names.slice(0, 4).join(', ')} and ${names.length - 4} more`
      : inWords(names);

  return (
    <>
      <section className="bg-primary text-white">
        <div
          className={`${pageWidth} grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-[3fr_2fr]`}
        >
          <div className="flex flex-col gap-5">
            <p className="text-sm font-semibold tracking-widest uppercase">Welcome to</p>
            <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
              {settings.school_name}
            </h1>
            {settings.school_motto && (
              <p className="text-lg italic sm:text-xl">“{settings.school_motto}”</p>
            )}
            <p className="max-w-2xl text-base sm:text-lg">
              A school where every child is known, taught well and kept safe. The{' '}
              {settings.academic_year} session is under way: we are in the {settings.current_term}.
            </p>
            <div className="mt-2 flex flex-wrap gap-3">
              <Link
                to={paths.howToApply.getHref()}
                className="rounded-school text-primary bg-white px-5 py-2.5 font-semibold hover:bg-slate-100"
              >
                How to apply
              </Link>
              <Link
                to={paths.about.getHref()}
                className="rounded-school border border-white/80 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
              >
                About the school
              </Link>
            </div>
          </div>
          <div className="rounded-school bg-black/10 p-6 ring-1 ring-white/30">
            <h2 className="text-sm font-semibold tracking-widest uppercase">At a glance</h2>
            <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4">
              {glance.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm">{label}</dt>
                  <dd className="text-xl font-bold">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-5 border-t border-white/25 pt-4 text-sm">
              Families on the portal see results, attendance and fees.{' '}
              <Link to={paths.prospectiveStudents.getHref()} className="font-semibold underline">
                What the portal offers
              </Link>
              . Have a scratch card?{' '}
              <Link to={paths.resultCheck.getHref()} className="font-semibold underline">
                Check a result
              </Link>
            </p>
          </div>
        </div>
      </section>

      <Section
        id="why"
        title={`Why families choose ${settings.school_name}`}
        lead="What your child can count on, from their first day to their last."
      >
        <CardGrid columns={2}>
          <Card title="Teachers who know your child">
            Small classes and a class teacher who follows each child&rsquo;s progress, behaviour and
            wellbeing, and who talks with you when something needs attention.
          </Card>
          <Card title="Clear, fair assessment">
            Every subject is marked out of 100: {scheme.continuousAssessment} from continuous
            assessment through the term and {scheme.examination} from the end-of-term examination.
            The report card shows both, with the class position.
          </Card>
          <Card title="Parents kept in the loop">
            On the school portal you see results as soon as they are published, attendance,
            announcements and fees, for all your children in one place.
          </Card>
          <Card title="Life beyond the classroom">
            Clubs, sports, competitions and trips build confidence and friendships.{' '}
            <Link className={textLink} to={paths.schoolActivities.getHref()}>
              See our activities
            </Link>
            .
          </Card>
        </CardGrid>
      </Section>

      <Section
        id="learning"
        tinted
        title="How learning is organised"
        lead={`The school year is one session of ${countInWords(terms.length)} terms: ${terms.join(', ')}.`}
      >
        {settings.class_levels.length > 0 && (
          <>
            <h3 className="font-semibold text-slate-900 dark:text-white">Classes</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {settings.class_levels.map((level) => (
                <li
                  key={level.id}
                  className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
                >
                  {level.name}
                </li>
              ))}
            </ul>
          </>
        )}
        <p className={`mt-5 ${mutedText}`}>
          {subjects && `Subjects include ${subjects}. `}
          Read about the{' '}
          <Link className={textLink} to={paths.academicStructure.getHref()}>
            academic structure
          </Link>{' '}
          and the{' '}
          <Link className={textLink} to={paths.curriculum.getHref()}>
            curriculum
          </Link>
          , or the school&rsquo;s{' '}
          <Link className={textLink} to={paths.newsEvents.getHref()}>
            news and events
          </Link>
          .
        </p>
      </Section>

      {contactRows(settings).length > 0 && (
        <Section id="contact" title="Contact the school">
          <ContactDetails />
        </Section>
      )}

      <CallToAction
        title={`Admissions for the ${settings.academic_year} session`}
        actions={[
          { label: 'How to apply', to: paths.howToApply.getHref() },
          { label: 'For new families', to: paths.prospectiveStudents.getHref(), quiet: true },
        ]}
      >
        Visit us, meet the teachers and see the classrooms. The admin desk answers your questions
        about places, fees and dates.
      </CallToAction>
    </>
  );
}
