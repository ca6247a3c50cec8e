// Curriculum: the subjects taught, how each subject is assessed (the marking scheme) and graded
// (the grading bands and pass mark), all from the settings, and how results reach families.
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import {
  CallToAction,
  PageHeader,
  Section,
  mutedText,
  textLink,
} from '@/features/public-site/components/page-parts';
import { useSettings } from '@/features/settings/settings-provider';

const th = 'py-2 pr-4 font-semibold';
const td = 'py-2 pr-4';
const row = 'border-b border-slate-200 dark:border-slate-800';

export default function Curriculum() {
  const { settings } = useSettings();
  const scheme = settings.marking_scheme;
  const grades = [...settings.grading.grades].sort((a, b) => b.min - a.min);
  const passMark = settings.grading.passMark;
  const parts = [
    ...scheme.components.map((c) => ({ name: c.name, weight: c.weight, color: c.color })),
    { name: 'Examination', weight: scheme.examination, color: 'var(--school-primary)' },
  ];
  const total = parts.reduce((sum, p) => sum + p.weight, 0) || 1;

  return (
    <>
      <PageHeader eyebrow="Academics" title="Curriculum">
        <p>
          What your child learns at {settings.school_name}, how each subject is assessed and how the
          grades on the report card are worked out.
        </p>
      </PageHeader>

      <Section
        id="subjects"
        title="Subjects"
        lead="Every subject has a scheme of work for each term, shared with parents at the start of term."
      >
        {settings.subjects.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {settings.subjects.map((subject) => (
              <li
                key={subject.id}
                className="rounded-school border border-slate-200 bg-white p-4 font-medium dark:border-slate-800 dark:bg-slate-900"
              >
                {subject.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className={mutedText}>The subject list for this session will be published soon.</p>
        )}
      </Section>

      <Section
        id="assessment"
        title="How a subject is assessed"
        tinted
        lead={`Each term, every subject is scored out of ${scheme.continuousAssessment + scheme.examination}: continuous assessment during the term and an examination at its end.`}
      >
        <div
          aria-hidden="true"
          className="rounded-school flex h-4 max-w-3xl overflow-hidden border border-slate-300 dark:border-slate-700"
        >
          {parts.map((p) => (
            <span
              key={p.name}
              style={{ width: `${(p.weight / total) * 100}%`, background: p.color }}
            />
          ))}
        </div>
        <table className="mt-5 w-full max-w-3xl text-left text-sm">
          <caption className="sr-only">The marking scheme</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className={th}>
                Part
              </th>
              <th scope="col" className={th}>
                Marks
              </th>
            </tr>
          </thead>
          <tbody>
            {parts.map((p) => (
              <tr key={p.name} className={row}>
                <td className={td}>
                  <span
                    aria-hidden="true"
                    className="mr-2 inline-block size-3 rounded-full align-middle"
                    style={{ background: p.color }}
                  />
                  {p.name}
                  {p.name !== 'Examination' && (
                    <span className={mutedText}> (continuous assessment)</span>
                  )}
                </td>
                <td className={`${td} tabular-nums`}>{p.weight}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={th}>
                Total
              </th>
              <td className={`${td} font-semibold tabular-nums`}>{total}</td>
            </tr>
          </tbody>
        </table>
      </Section>

      <Section id="grading" title="Grades" lead={`A subject is passed with ${passMark} or more.`}>
        <table className="w-full max-w-xl text-left text-sm">
          <caption className="sr-only">Grades by score</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className={th}>
                Grade
              </th>
              <th scope="col" className={th}>
                Score
              </th>
              <th scope="col" className={th}>
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {grades.map((g) => (
              <tr key={g.letter} className={row}>
                <td className={`${td} font-semibold`}>{g.letter}</td>
                <td className={`${td} tabular-nums`}>
                  {g.min}–{g.max}
                </td>
                <td className={td}>{g.min >= passMark ? 'Pass' : 'Below the pass mark'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="results" title="How results reach you" tinted>
        <div className="max-w-3xl space-y-3 text-slate-700 dark:text-slate-300">
          <p>
            Once the school publishes a term&rsquo;s results, parents and students see them on the
            portal: every subject&rsquo;s score, grade and position, and the printable report card.
          </p>
          <p>
            Results can also be checked with the student&rsquo;s admission number and a result
            checker PIN from the{' '}
            <Link className={textLink} to={paths.adminDesk.getHref()}>
              admin desk
            </Link>
            .
          </p>
        </div>
      </Section>

      <CallToAction
        title="See how the school year runs"
        actions={[{ label: 'Academic structure', to: paths.academicStructure.getHref() }]}
      >
        Terms, classes, attendance and promotion.
      </CallToAction>
    </>
  );
}
