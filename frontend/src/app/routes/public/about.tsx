// About the school: who it is, what it believes, how it teaches and who leads it, for families
// getting to know it.
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

import { ContactDetails } from './contact-details';
import { countInWords, termNames } from './school-facts';

export default function About() {
  const { settings } = useSettings();
  const name = settings.school_name;
  const terms = termNames(settings);
  return (
    <>
      <PageHeader eyebrow="About" title={`About ${name}`}>
        <p>
          Who we are, what we believe and how we teach: what to know about {name} before you visit.
        </p>
        {settings.school_motto && (
          <p className="mt-2 italic">Our motto: “{settings.school_motto}”</p>
        )}
      </PageHeader>

      <Section id="who" title="Who we are">
        <div className="max-w-3xl space-y-4 text-slate-700 dark:text-slate-300">
          <p>
            {name} is a day school that takes children through every stage of its classes, from the
            first day of school to the last examination. Families choose us for steady teaching,
            firm but kind discipline, and a staff that knows every child.
          </p>
          <p>
            The school year is one academic session of {countInWords(terms.length)} terms. Each term
            ends with examinations and a report card, so that you always know how your child is
            doing and what comes next.
          </p>
        </div>
      </Section>

      <Section id="values" title="What we believe" tinted>
        <CardGrid>
          <Card title="Every child can succeed">
            We set high expectations and give each child the help to meet them, whether they need
            more challenge or more time.
          </Card>
          <Card title="Character matters">
            Honesty, respect and responsibility are taught and practised every day, in class, on the
            field and online.
          </Card>
          <Card title="School and home together">
            Parents are partners. We share progress openly, answer messages promptly and welcome you
            at open days and PTA meetings.
          </Card>
        </CardGrid>
      </Section>

      <Section id="leadership" title="Leadership and the school office">
        <CardGrid columns={2}>
          <Card title="Office of the Proprietress">
            The proprietress sets the school&rsquo;s direction and answers for its standards.{' '}
            <Link className={textLink} to={paths.officeProprietress.getHref()}>
              Read her welcome
            </Link>
            .
          </Card>
          <Card title="The admin desk">
            Admissions, fees, records and portal accounts are handled by the school office.{' '}
            <Link className={textLink} to={paths.adminDesk.getHref()}>
              What the admin desk does
            </Link>
            .
          </Card>
        </CardGrid>
      </Section>

      <Section id="visit" title="Visit us" tinted>
        <ContactDetails />
      </Section>

      <CallToAction
        title="Thinking of joining us?"
        actions={[
          { label: 'How to apply', to: paths.howToApply.getHref() },
          { label: 'School activities', to: paths.schoolActivities.getHref(), quiet: true },
        ]}
      >
        See the admission steps, or what your child can do outside lessons.
      </CallToAction>
    </>
  );
}
