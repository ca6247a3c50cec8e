// Prospective Students: for a family thinking of joining, what the portal gives students and
// parents once admitted, how to get an account, and answers to the usual questions.
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import {
  CallToAction,
  Card,
  CardGrid,
  PageHeader,
  Section,
  Steps,
  textLink,
} from '@/features/public-site/components/page-parts';
import { useSettings } from '@/features/settings/settings-provider';

export default function ProspectiveStudents() {
  const { settings } = useSettings();
  const name = settings.school_name;
  const chat = settings.chat_system;
  const gateways = settings.payment_gateways;
  const payOnline =
    gateways.paystack.enabled || gateways.flutterwave.enabled || gateways.stripe.enabled;
  const sibling = settings.discount_rules.siblingDiscount;

  const faq = [
    {
      q: 'Can my child join in the middle of the session?',
      a: 'Yes, when the class has a place. Your child sits the entrance assessment and brings the report card and transfer letter from their last school.',
    },
    {
      q: 'Is there an entrance assessment?',
      a: 'Yes: a short assessment in English and Mathematics and a conversation with a teacher, so that we place your child in the right class.',
    },
    {
      q: 'Do brothers and sisters pay less?',
      a: sibling.enabled
        ? `Yes: ${sibling.secondChild}% off for the second child and ${sibling.thirdChild}% for the third and each after.`
        : 'Ask the admin desk about the fees for families with several children.',
    },
    {
      q: 'How do I get a portal account?',
      a: settings.allow_self_registration
        ? 'You can create one yourself from the sign-up page; the school links it to your child after admission.'
        : 'The school creates your account and your child’s once your child is admitted.',
    },
  ];

  return (
    <>
      <PageHeader eyebrow="Portal" title="Prospective Students">
        <p>
          Thinking of joining {name}? Here is how to start, and what the school portal gives you and
          your child from the first day.
        </p>
      </PageHeader>

      <Section id="start" title="Where to start">
        <Steps
          steps={[
            {
              title: 'Read how to apply',
              text: (
                <>
                  The{' '}
                  <Link className={textLink} to={paths.howToApply.getHref()}>
                    admission steps
                  </Link>
                  , the documents to bring and the fees.
                </>
              ),
            },
            {
              title: settings.allow_self_registration ? 'Create an account' : 'Talk to us',
              text: settings.allow_self_registration ? (
                <>
                  <Link className={textLink} to={paths.signup.getHref()}>
                    Sign up
                  </Link>{' '}
                  to follow the school&rsquo;s announcements while you apply.
                </>
              ) : (
                <>
                  The{' '}
                  <Link className={textLink} to={paths.adminDesk.getHref()}>
                    admin desk
                  </Link>{' '}
                  answers your questions and books your visit.
                </>
              ),
            },
            {
              title: 'Receive your accounts',
              text: 'Once your child is admitted, they get a student account and you get a parent account.',
            },
          ]}
        />
      </Section>

      <Section id="portal" title="What the portal gives you" tinted>
        <CardGrid columns={2}>
          <Card title="For students">
            <ul className="list-disc space-y-1 pl-5">
              <li>Today&rsquo;s timetable and lessons</li>
              <li>Published results and report cards</li>
              <li>Attendance record</li>
              <li>School announcements</li>
              {chat.enabled && chat.teacherToStudent.enabled && <li>Messages with teachers</li>}
            </ul>
          </Card>
          <Card title="For parents">
            <ul className="list-disc space-y-1 pl-5">
              <li>Every child&rsquo;s results, attendance and fees in one place</li>
              <li>A notice the same day when a child is absent</li>
              {payOnline && <li>Paying fees online, with receipts</li>}
              {chat.enabled && chat.teacherToParent.enabled && (
                <li>Messages with your children&rsquo;s teachers</li>
              )}
              <li>Announcements meant for parents</li>
            </ul>
          </Card>
        </CardGrid>
      </Section>

      <Section id="faq" title="Questions families ask">
        <div className="max-w-3xl divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {faq.map((item) => (
            <details key={item.q} className="group py-4">
              <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
                {item.q}
              </summary>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{item.a}</p>
            </details>
          ))}
        </div>
      </Section>

      <CallToAction
        title="Ready to apply?"
        actions={[
          { label: 'How to apply', to: paths.howToApply.getHref() },
          { label: 'Contact the admin desk', to: paths.adminDesk.getHref(), quiet: true },
        ]}
      >
        Applications for the {settings.academic_year} session are welcome all year round.
      </CallToAction>
    </>
  );
}
