// The Office of the Proprietress: the head of the school's welcome to families, what her office
// is responsible for, and how to meet her.
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import {
  CallToAction,
  Checklist,
  PageHeader,
  Section,
  textLink,
} from '@/features/public-site/components/page-parts';
import { useSettings } from '@/features/settings/settings-provider';

export default function OfficeProprietress() {
  const { settings } = useSettings();
  const name = settings.school_name;
  const email = settings.school_email;
  return (
    <>
      <PageHeader eyebrow="About" title="Office of the Proprietress">
        <p>
          A welcome from the proprietress of {name}, what her office looks after, and how to ask for
          a meeting with her.
        </p>
      </PageHeader>

      <Section id="welcome" title="A welcome to families">
        <figure className="max-w-3xl">
          <blockquote className="space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
            <p>Dear parents and guardians,</p>
            <p>
              Thank you for your interest in {name}. We founded this school on a simple promise:
              that every child who walks through our gates will be known by name, taught with care
              and expected to do their best.
            </p>
            <p>
              Good schooling is a partnership. Our teachers plan each term&rsquo;s lessons, assess
              fairly and report honestly; you support learning at home and keep talking with us.
              When both sides play their part, children flourish, in their results and in their
              character.
            </p>
            <p>
              I warmly invite you to visit, see our classrooms at work and ask every question you
              have. My door is open.
            </p>
          </blockquote>
          <figcaption className="mt-6 font-semibold text-slate-900 dark:text-white">
            The Proprietress, {name}
            {settings.school_motto && (
              <span className="block text-sm font-normal text-slate-600 italic dark:text-slate-400">
                “{settings.school_motto}”
              </span>
            )}
          </figcaption>
        </figure>
      </Section>

      <Section id="office" title="What the office is responsible for" tinted>
        <Checklist
          items={[
            'The school’s vision, standards and policies',
            'Appointing and developing teaching and support staff',
            'Safeguarding and the welfare of every child',
            'Admissions decisions and scholarships',
            'Discipline matters referred by the principal',
            'Partnership with parents and the PTA',
          ]}
        />
      </Section>

      <Section id="meeting" title="Meeting the proprietress">
        <div className="max-w-3xl space-y-3 text-slate-700 dark:text-slate-300">
          <p>
            Appointments are made through the{' '}
            <Link className={textLink} to={paths.adminDesk.getHref()}>
              admin desk
            </Link>
            . Tell them briefly what you would like to discuss so that the right people and records
            are there.
          </p>
          {email && (
            <p>
              You can also write to{' '}
              <a className={textLink} href={`mailto:${email}`}>
                {email}
              </a>{' '}
              with “For the Proprietress” in the subject.
            </p>
          )}
          <p>
            For a question about your child&rsquo;s lessons, start with the class teacher: most
            matters are settled fastest there.
          </p>
        </div>
      </Section>

      <CallToAction
        title="Come and see the school"
        actions={[{ label: 'How to apply', to: paths.howToApply.getHref() }]}
      >
        Admission steps, documents and dates for new families.
      </CallToAction>
    </>
  );
}
