// The Admin Desk: what the school office does for families (admissions, fees, records, portal
// accounts, result checker PINs), how fees can be paid, and how to reach it.
import { Link } from 'react-router-dom';

import { LOGIN_PATHS, paths } from '@/config/paths';
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
import { inWords } from './school-facts';

export default function AdminDesk() {
  const { settings } = useSettings();
  const gateways = settings.payment_gateways;
  const online = [
    gateways.paystack.enabled && 'Paystack',
    gateways.flutterwave.enabled && 'Flutterwave',
    gateways.stripe.enabled && 'Stripe',
  ].filter((g): g is string => Boolean(g));
  const bank = gateways.bankTransfer;
  return (
    <>
      <PageHeader eyebrow="About" title="Admin Desk">
        <p>
          The school office of {settings.school_name}: where families go for admissions, fees,
          records, letters and portal accounts. Here is what it can do for you and how to reach it.
        </p>
      </PageHeader>

      <Section id="services" title="What the admin desk does for you">
        <CardGrid>
          <Card title="Admissions enquiries">
            Application forms, assessment dates and available places.{' '}
            <Link className={textLink} to={paths.howToApply.getHref()}>
              How to apply
            </Link>
            .
          </Card>
          <Card title="Fees and receipts">
            Fee schedules, instalment plans, receipts and balances for each child.
          </Card>
          <Card title="Records and letters">
            Transfer letters, testimonials, attestation of attendance and copies of report cards.
          </Card>
          <Card title="Portal accounts">
            Usernames for students, parents and staff, and a temporary password when you forget
            yours.
          </Card>
          <Card title="Result checker PINs">
            PIN cards for checking termly results online with the admission number.
          </Card>
          <Card title="Changes of details">
            New phone numbers, addresses and guardians, so that school messages reach you.
          </Card>
        </CardGrid>
      </Section>

      <Section
        id="fees"
        title="Paying school fees"
        tinted
        lead="Always ask for, or download, a receipt: it is your proof of payment."
      >
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
          {online.length > 0 && (
            <li>
              Online on the school portal with {inWords(online)}: sign in as a parent and open your
              child&rsquo;s fees.
            </li>
          )}
          {bank.enabled && bank.bankName && (
            <li>
              By bank transfer to {bank.accountName || settings.school_name}, {bank.bankName}
              {bank.accountNumber && `, account ${bank.accountNumber}`}; then upload the proof of
              payment on the portal.
            </li>
          )}
          <li>At the admin desk, where you receive a receipt at once.</li>
        </ul>
      </Section>

      <Section id="contact" title="Contact the admin desk">
        <ContactDetails />
        <p className="mt-5 max-w-3xl text-slate-700 dark:text-slate-300">
          The desk is open on school days. Please bring your child&rsquo;s admission number for
          anything about an enrolled student.
        </p>
      </Section>

      <CallToAction
        title="Already a family at the school?"
        actions={[{ label: 'Parents sign in', to: LOGIN_PATHS.parent }]}
      >
        Results, attendance, fees and announcements are on the portal.
      </CallToAction>
    </>
  );
}
