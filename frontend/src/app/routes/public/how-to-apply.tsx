// How to apply: the admission steps, the documents to bring, the classes the school admits into,
// its fees and payment plans (from the settings), and creating a portal account.
import { Link } from 'react-router-dom';

import { LOGIN_PATHS, paths } from '@/config/paths';
import {
  CallToAction,
  Checklist,
  PageHeader,
  Section,
  Steps,
  mutedText,
  textLink,
} from '@/features/public-site/components/page-parts';
import { useSettings } from '@/features/settings/settings-provider';

import { formatMoney, inWords } from './school-facts';

export default function HowToApply() {
  const { settings } = useSettings();
  const name = settings.school_name;
  const fees = settings.fee_structure;
  const plans = [
    fees.paymentPlans.fullPayment && 'in full at the start of term',
    fees.paymentPlans.twoInstallments && 'in two instalments',
    fees.paymentPlans.threeInstallments && 'in three instalments',
  ].filter((p): p is string => Boolean(p));
  const sibling = settings.discount_rules.siblingDiscount;

  return (
    <>
      <PageHeader eyebrow="Admissions" title="How to apply">
        <p>
          Everything a family needs to apply to {name} for the {settings.academic_year} session: the
          steps, the documents, the fees and who to ask.
        </p>
      </PageHeader>

      <Section id="steps" title="Five steps to a place">
        <Steps
          steps={[
            {
              title: 'Enquire and visit',
              text: (
                <>
                  Call or write to the{' '}
                  <Link className={textLink} to={paths.adminDesk.getHref()}>
                    admin desk
                  </Link>{' '}
                  to ask about places in your child&rsquo;s class and to book a visit.
                </>
              ),
            },
            {
              title: 'Complete the application form',
              text: 'Collect the form at the admin desk, fill it in and return it with the documents listed below.',
            },
            {
              title: 'Entrance assessment',
              text: 'Your child sits a short assessment in English and Mathematics suited to their age, and meets a teacher. It helps us place them well; it is not a trick.',
            },
            {
              title: 'Offer and acceptance',
              text: 'We write to you with our decision. To accept a place, pay the acceptance and first-term fees and collect the uniform and book lists.',
            },
            {
              title: 'First day',
              text: 'Your child receives an admission number and a portal account, and you receive a parent account to follow their progress.',
            },
          ]}
        />
      </Section>

      <Section id="documents" title="Documents to bring" tinted>
        <Checklist
          items={[
            'Birth certificate or another proof of age',
            'The last report card from the previous school',
            'A transfer letter, when moving from another school',
            'Two recent passport photographs',
            'Immunisation record and any medical notes',
            'The parents’ or guardians’ phone numbers and e-mail addresses',
          ]}
        />
      </Section>

      {settings.class_levels.length > 0 && (
        <Section
          id="classes"
          title="Classes we admit into"
          lead="Places depend on each class's size; the admin desk tells you what is open."
        >
          <ul className="flex flex-wrap gap-2">
            {settings.class_levels.map((level) => (
              <li
                key={level.id}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm dark:border-slate-700"
              >
                {level.name}
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="fees" title="Fees" tinted>
        {fees.categories.length > 0 ? (
          <div className="max-w-2xl relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className={`mb-2 text-left ${mutedText}`}>Fees for one term</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Item
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Amount
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Required
                  </th>
                </tr>
              </thead>
              <tbody>
                {fees.categories.map((c) => (
                  <tr key={c.id} className="border-b border-slate-200 dark:border-slate-800">
                    <td className="py-2 pr-4">{c.name}</td>
                    <td className="py-2 pr-4 tabular-nums">
                      {formatMoney(c.amount, settings.currency)}
                    </td>
                    <td className="py-2">{c.mandatory === false ? 'Optional' : 'Yes'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="max-w-3xl text-slate-700 dark:text-slate-300">
            Fees depend on the class. The admin desk gives you the fee schedule for your
            child&rsquo;s class with the application form.
          </p>
        )}
        <ul className="mt-5 max-w-3xl list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
          {plans.length > 0 && <li>Fees can be paid {inWords(plans)}.</li>}
          {sibling.enabled && (
            <li>
              Brothers and sisters get a discount: {sibling.secondChild}% for the second child and{' '}
              {sibling.thirdChild}% for the third and each after.
            </li>
          )}
          <li>Every payment has a receipt, also on the parent portal.</li>
        </ul>
      </Section>

      <Section id="portal" title="Your portal account">
        <div className="max-w-3xl space-y-3 text-slate-700 dark:text-slate-300">
          {settings.allow_self_registration ? (
            <p>
              You can{' '}
              <Link className={textLink} to={paths.signup.getHref()}>
                create a portal account
              </Link>{' '}
              now to follow announcements and your application.
              {settings.registration_approval_required &&
                ' The school approves new accounts before they can sign in.'}
              {settings.email_verification_required &&
                ' We send a link to confirm your e-mail address first.'}
            </p>
          ) : (
            <p>The school creates your portal account once your child is admitted.</p>
          )}
          <p>
            Already have one?{' '}
            <Link className={textLink} to={LOGIN_PATHS.parent}>
              Sign in as a parent
            </Link>
            .
          </p>
        </div>
      </Section>

      <CallToAction
        title="Questions about admission?"
        actions={[
          { label: 'Contact the admin desk', to: paths.adminDesk.getHref() },
          { label: 'For new families', to: paths.prospectiveStudents.getHref(), quiet: true },
        ]}
      >
        The admin desk answers questions about places, assessment dates and fees.
      </CallToAction>
    </>
  );
}
