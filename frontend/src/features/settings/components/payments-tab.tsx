// Payments: card gateways (secret keys and webhook secrets are write-only, each with the
// webhook address to give the gateway), bank transfer, which gateways each role may use, fee
// categories (typed in major units, stored in integer minor units; an amount per class level and
// the terms each is charged in), payment plans and the sibling discount. Each gateway has a Test
// button (decision 009) that tests the keys the form shows, saved or not.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, type Path, type UseFormRegister } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { secondaryButton } from '@/components/ui/styles';
import { currencyDigits } from '@/lib/money';

import { secretForTest, testGatewayConnection, type CardGateway } from '../api/connection-tests';
import type { SchoolSettings } from '../defaults';
import { slugId, text, wholeNumber } from '../validation';
import { ConnectionTest, testFieldPlacer } from './connection-test';
import { ChargedTerms, LevelAmounts } from './fee-options';
import { SecretField, secretWrite } from './secret-field';
import { Grid, ListError, Section, SettingsForm, useSettingsTab } from './settings-form';

const secret = z.string().nullable();
const access = z.object({
  paystack: z.boolean(),
  stripe: z.boolean(),
  flutterwave: z.boolean(),
  bankTransfer: z.boolean(),
});
const key = text(0, 200);
const discount = wholeNumber(0, 100, 'A discount is a percentage from 0 to 100.');

const schema = z.object({
  payment_gateways: z.object({
    paystack: z.object({
      enabled: z.boolean(),
      publicKey: key,
      secretKey: secret,
      testMode: z.boolean(),
    }),
    stripe: z.object({
      enabled: z.boolean(),
      publishableKey: key,
      secretKey: secret,
      webhookSecret: secret,
      testMode: z.boolean(),
    }),
    flutterwave: z.object({
      enabled: z.boolean(),
      publicKey: key,
      secretKey: secret,
      secretHash: secret,
      testMode: z.boolean(),
    }),
    bankTransfer: z
      .object({
        enabled: z.boolean(),
        bankName: text(0, 200),
        accountNumber: text(0, 200),
        accountName: text(0, 200),
      })
      .superRefine((bank, ctx) => {
        if (!bank.enabled) return;
        for (const field of ['bankName', 'accountNumber', 'accountName'] as const) {
          if (!bank[field].trim()) {
            ctx.addIssue({
              code: 'custom',
              path: [field],
              message: 'Enter this to offer bank transfer, or turn bank transfer off.',
            });
          }
        }
      }),
  }),
  user_role_payment_access: z.object({ teachers: access, students: access, parents: access }),
  fee_structure: z.object({
    categories: z
      .array(
        z.object({
          id: z.string(),
          name: text(1, 200),
          amount: z.number({ error: 'Enter an amount.' }).min(0, 'A fee cannot be negative.'),
          mandatory: z.boolean(),
          /** Class level id → the amount as typed (major units); empty pays `amount`. */
          levelAmounts: z
            .record(z.string(), z.string())
            .refine(
              (amounts) => Object.values(amounts).every((v) => v.trim() === '' || amountText(v)),
              'Give each class level’s amount as a number of 0 or more, or leave it empty.',
            ),
          terms: z.array(z.number().int().min(1).max(6)),
        }),
      )
      .superRefine((categories, ctx) => {
        const ids = new Set<string>();
        categories.forEach((category, index) => {
          const id = category.id.trim();
          if (!id) return;
          if (ids.has(id)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: 'Each fee category needs its own id.',
            });
          }
          ids.add(id);
        });
      }),
    paymentPlans: z
      .object({
        fullPayment: z.boolean(),
        twoInstallments: z.boolean(),
        threeInstallments: z.boolean(),
      })
      .refine(
        (plans) => plans.fullPayment || plans.twoInstallments || plans.threeInstallments,
        'Offer at least one payment plan.',
      ),
  }),
  discount_rules: z.object({
    siblingDiscount: z.object({
      enabled: z.boolean(),
      secondChild: discount,
      thirdChild: discount,
    }),
  }),
});
type Values = z.infer<typeof schema>;

/** Whether `text` is an amount of 0 or more, as a number input gives it. */
function amountText(text: string): boolean {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n >= 0;
}

export const toMajor = (minor: number, digits: number) => minor / 10 ** digits;
export const toMinor = (major: number, digits: number) => Math.round(major * 10 ** digits);

function toValues(s: SchoolSettings): Values {
  const g = s.payment_gateways;
  const digits = currencyDigits(s.currency);
  const card = (x: typeof g.paystack) => ({
    enabled: x.enabled,
    publicKey: x.publicKey,
    secretKey: '',
    testMode: x.testMode,
  });
  const roles = s.user_role_payment_access;
  const gate = (x: typeof roles.teachers) => ({
    paystack: x.paystack,
    stripe: x.stripe,
    flutterwave: x.flutterwave,
    bankTransfer: x.bankTransfer,
  });
  return {
    payment_gateways: {
      paystack: card(g.paystack),
      stripe: {
        enabled: g.stripe.enabled,
        publishableKey: g.stripe.publishableKey,
        secretKey: '',
        webhookSecret: '',
        testMode: g.stripe.testMode,
      },
      flutterwave: { ...card(g.flutterwave), secretHash: '' },
      bankTransfer: {
        enabled: g.bankTransfer.enabled,
        bankName: g.bankTransfer.bankName,
        accountNumber: g.bankTransfer.accountNumber,
        accountName: g.bankTransfer.accountName,
      },
    },
    user_role_payment_access: {
      teachers: gate(roles.teachers),
      students: gate(roles.students),
      parents: gate(roles.parents),
    },
    fee_structure: {
      categories: s.fee_structure.categories.map((c) => ({
        id: c.id,
        name: c.name,
        amount: toMajor(c.amount, digits),
        mandatory: c.mandatory ?? true,
        levelAmounts: Object.fromEntries(
          Object.entries(c.levelAmounts ?? {}).map(([level, minor]) => [
            level,
            String(toMajor(minor, digits)),
          ]),
        ),
        terms: [...(c.terms ?? [])].sort((a, b) => a - b),
      })),
      paymentPlans: { ...s.fee_structure.paymentPlans },
    },
    discount_rules: { siblingDiscount: { ...s.discount_rules.siblingDiscount } },
  };
}

function toPatch(values: Values, current: SchoolSettings) {
  const digits = currencyDigits(current.currency);
  const saved = (id: string) => current.fee_structure.categories.find((c) => c.id === id);
  const g = values.payment_gateways;
  const taken = values.fee_structure.categories.map((c) => c.id).filter(Boolean);
  return {
    ...values,
    payment_gateways: {
      ...g,
      paystack: { ...g.paystack, secretKey: secretWrite(g.paystack.secretKey) },
      stripe: {
        ...g.stripe,
        secretKey: secretWrite(g.stripe.secretKey),
        webhookSecret: secretWrite(g.stripe.webhookSecret),
      },
      flutterwave: {
        ...g.flutterwave,
        secretKey: secretWrite(g.flutterwave.secretKey),
        secretHash: secretWrite(g.flutterwave.secretHash),
      },
    },
    fee_structure: {
      ...values.fee_structure,
      categories: values.fee_structure.categories.map((c) => {
        let id = c.id.trim();
        if (!id) {
          id = slugId(c.name, taken);
          taken.push(id);
        }
        const levelAmounts = Object.fromEntries(
          Object.entries(c.levelAmounts)
            .filter(([, text]) => text.trim() !== '')
            .map(([level, text]) => [level, toMinor(Number(text), digits)]),
        );
        // Left out when empty, unless the saved fee carries them: an unchanged fee stays equal.
        const before = saved(id);
        return {
          id,
          name: c.name.trim(),
          amount: toMinor(c.amount, digits),
          mandatory: c.mandatory,
          ...(Object.keys(levelAmounts).length > 0 || before?.levelAmounts ? { levelAmounts } : {}),
          ...(c.terms.length > 0 || before?.terms ? { terms: c.terms } : {}),
        };
      }),
    },
  };
}

const GATEWAYS: [CardGateway, string][] = [
  ['paystack', 'Paystack'],
  ['stripe', 'Stripe'],
  ['flutterwave', 'Flutterwave'],
];
const ACCESS_GATEWAYS: [keyof Values['user_role_payment_access']['teachers'], string][] = [
  ['paystack', 'Paystack'],
  ['stripe', 'Stripe'],
  ['flutterwave', 'Flutterwave'],
  ['bankTransfer', 'Bank transfer'],
];
const ACCESS_ROLES: [keyof Values['user_role_payment_access'], string][] = [
  ['students', 'Students'],
  ['parents', 'Parents'],
  ['teachers', 'Teachers'],
];

/** Where the gateway sends its webhooks: this portal's address for it, to copy. */
function WebhookAddress({ gateway, label }: { gateway: CardGateway; label: string }) {
  const id = useId();
  const address = `${window.location.origin}/api/payments/webhooks/${gateway}/`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(`${label}'s webhook address is copied.`);
    } catch {
      document.getElementById(id)?.focus();
      toast.error('The address could not be copied: select it and copy it yourself.');
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label} webhook address
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          readOnly
          value={address}
          onFocus={(event) => event.target.select()}
          aria-describedby={`${id}-hint`}
          className="rounded-school block w-full min-w-0 border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm focus:border-transparent focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none dark:border-slate-700 dark:bg-slate-800"
        />
        <button
          type="button"
          className={secondaryButton}
          aria-label={`Copy the ${label} webhook address`}
          onClick={() => void copy()}
        >
          Copy
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Give this address to {label} as the webhook URL: a payment is then credited even when the
        payer does not come back to the portal.
      </p>
    </div>
  );
}

/** For each paying role, the gateways it may use: one group of checkboxes a role. */
function AccessGrid({ register }: { register: UseFormRegister<Values> }) {
  return (
    <div className="space-y-3">
      {ACCESS_ROLES.map(([role, roleLabel]) => (
        <fieldset key={role}>
          <legend className="text-sm font-medium">{roleLabel}</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
            {ACCESS_GATEWAYS.map(([gateway, label]) => (
              <label key={gateway} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  aria-label={`${roleLabel} may pay with ${label}`}
                  className="size-4 accent-[var(--school-primary)]"
                  {...register(`user_role_payment_access.${role}.${gateway}`)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

export function PaymentsTab() {
  const { settings, form, save } = useSettingsTab(
    zodResolver(schema),
    toValues,
    (values, current) => toPatch(values, current),
    ['fee_structure.paymentPlans'],
  );
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const categories = useFieldArray({ control, name: 'fee_structure.categories', keyName: 'key' });
  const digits = currencyDigits(settings.currency);
  const step = digits > 0 ? 1 / 10 ** digits : 1;
  // The most terms a session has (three, in most schools).
  const termCount = Math.max(3, ...settings.sessions.map((s) => s.terms.length));
  const gatewayErrors = errors.payment_gateways;
  const { getValues, trigger, setError } = form;
  const mark = (name: string, message: string) =>
    setError(name as Path<Values>, { type: 'server', message });

  // Each test sends what the form shows now, once the form's own checks of those inputs pass.
  const cardTest = async (key: CardGateway) => {
    const inputs: Path<Values>[] = [
      key === 'stripe'
        ? 'payment_gateways.stripe.publishableKey'
        : `payment_gateways.${key}.publicKey`,
      `payment_gateways.${key}.secretKey`,
    ];
    if (!(await trigger(inputs))) return null;
    const secretKey = secretForTest(getValues(`payment_gateways.${key}.secretKey`));
    const testMode = getValues(`payment_gateways.${key}.testMode`);
    return key === 'stripe'
      ? testGatewayConnection(key, {
          publishableKey: getValues('payment_gateways.stripe.publishableKey'),
          secretKey,
          testMode,
        })
      : testGatewayConnection(key, {
          publicKey: getValues(`payment_gateways.${key}.publicKey`),
          secretKey,
          testMode,
        });
  };
  const bankTest = async () => {
    const bank = getValues('payment_gateways.bankTransfer');
    return testGatewayConnection('bankTransfer', {
      bankName: bank.bankName,
      accountNumber: bank.accountNumber,
      accountName: bank.accountName,
    });
  };
  return (
    <SettingsForm
      title="Payments"
      description="How families pay the school, and what they pay."
      form={form}
      save={save}
    >
      {GATEWAYS.map(([key, label]) => (
        <Section key={key} title={label}>
          <CheckboxField label={`Use ${label}`} {...register(`payment_gateways.${key}.enabled`)} />
          <Grid>
            {key === 'stripe' ? (
              <Field
                label="Stripe publishable key"
                autoComplete="off"
                spellCheck={false}
                error={gatewayErrors?.stripe?.publishableKey?.message}
                {...register('payment_gateways.stripe.publishableKey')}
              />
            ) : (
              <Field
                label={`${label} public key`}
                autoComplete="off"
                spellCheck={false}
                error={gatewayErrors?.[key]?.publicKey?.message}
                {...register(`payment_gateways.${key}.publicKey`)}
              />
            )}
            <SecretField
              label={`${label} secret key`}
              name={`payment_gateways.${key}.secretKey`}
              control={control}
              isSet={settings.payment_gateways[key].secretKeySet}
            />
            {key === 'flutterwave' && (
              <SecretField
                label="Webhook secret hash"
                hint="The secret hash you set in Flutterwave's dashboard; Flutterwave sends it back with every webhook."
                name="payment_gateways.flutterwave.secretHash"
                control={control}
                isSet={settings.payment_gateways.flutterwave.secretHashSet}
              />
            )}
            {key === 'stripe' && (
              <SecretField
                label="Webhook signing secret"
                hint="Starts with whsec_; from the webhook endpoint in Stripe's dashboard."
                name="payment_gateways.stripe.webhookSecret"
                control={control}
                isSet={settings.payment_gateways.stripe.webhookSecretSet}
              />
            )}
          </Grid>
          <WebhookAddress gateway={key} label={label} />
          <CheckboxField
            label={`${label} test mode`}
            hint="Payments go to the gateway's test system: no money moves."
            {...register(`payment_gateways.${key}.testMode`)}
          />
          <ConnectionTest
            label={`Test ${label} connection`}
            busyLabel={`Testing ${label} connection…`}
            run={() => cardTest(key)}
            placeFields={testFieldPlacer(mark, `payment_gateways.${key}`, {
              // Stripe calls its public key the publishable key.
              publicKey: key === 'stripe' ? 'publishableKey' : 'publicKey',
              publishableKey: key === 'stripe' ? 'publishableKey' : 'publicKey',
              secretKey: 'secretKey',
            })}
          />
        </Section>
      ))}

      <Section title="Bank transfer">
        <CheckboxField
          label="Accept bank transfers"
          {...register('payment_gateways.bankTransfer.enabled')}
        />
        <Grid>
          <Field
            label="Bank name"
            error={gatewayErrors?.bankTransfer?.bankName?.message}
            {...register('payment_gateways.bankTransfer.bankName')}
          />
          <Field
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            error={gatewayErrors?.bankTransfer?.accountNumber?.message}
            {...register('payment_gateways.bankTransfer.accountNumber')}
          />
          <Field
            label="Account name"
            error={gatewayErrors?.bankTransfer?.accountName?.message}
            {...register('payment_gateways.bankTransfer.accountName')}
          />
        </Grid>
        <ConnectionTest
          label="Check bank transfer details"
          busyLabel="Checking bank transfer details…"
          run={bankTest}
          placeFields={testFieldPlacer(mark, 'payment_gateways.bankTransfer', {
            bankName: 'bankName',
            accountNumber: 'accountNumber',
            accountName: 'accountName',
          })}
        />
      </Section>

      <Section title="Who may pay with what">
        <AccessGrid register={register} />
      </Section>

      <Section
        title="Fees"
        description={`Amounts are in ${settings.currency}. A fee's code is made from its name when left empty.`}
      >
        <ul className="space-y-3">
          {categories.fields.map((category, index) => {
            const e = errors.fee_structure?.categories?.[index];
            return (
              <li
                key={category.key}
                className="rounded-school grid gap-2 border border-slate-200 p-3 sm:grid-cols-[8rem_1fr_9rem] dark:border-slate-700"
              >
                <Field
                  label={`Fee ${index + 1} code`}
                  autoComplete="off"
                  error={e?.id?.message}
                  {...register(`fee_structure.categories.${index}.id`)}
                />
                <Field
                  label={`Fee ${index + 1} name`}
                  error={e?.name?.message}
                  {...register(`fee_structure.categories.${index}.name`)}
                />
                <Field
                  label={`Fee ${index + 1} amount (${settings.currency})`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={step}
                  error={e?.amount?.message}
                  {...register(`fee_structure.categories.${index}.amount`, {
                    valueAsNumber: true,
                  })}
                />
                <LevelAmounts
                  name={`fee_structure.categories.${index}.levelAmounts`}
                  control={control}
                  fee={index + 1}
                  levels={settings.class_levels}
                  currency={settings.currency}
                  step={step}
                />
                <ChargedTerms
                  name={`fee_structure.categories.${index}.terms`}
                  control={control}
                  fee={index + 1}
                  count={termCount}
                />
                <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-3">
                  <CheckboxField
                    label={`Fee ${index + 1} is mandatory`}
                    {...register(`fee_structure.categories.${index}.mandatory`)}
                  />
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`Remove fee ${index + 1}`}
                    onClick={() => categories.remove(index)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        <ListError error={errors.fee_structure?.categories} />
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            categories.append({
              id: '',
              name: '',
              amount: 0,
              mandatory: true,
              levelAmounts: {},
              terms: [],
            })
          }
        >
          Add a fee
        </button>
      </Section>

      <Section title="Payment plans">
        <ListError error={errors.fee_structure?.paymentPlans} />
        <CheckboxField
          label="Full payment"
          {...register('fee_structure.paymentPlans.fullPayment')}
        />
        <CheckboxField
          label="Two instalments"
          {...register('fee_structure.paymentPlans.twoInstallments')}
        />
        <CheckboxField
          label="Three instalments"
          {...register('fee_structure.paymentPlans.threeInstallments')}
        />
      </Section>

      <Section
        title="Sibling discount"
        description="Percent off the fees of a family's later children."
      >
        <CheckboxField
          label="Give a sibling discount"
          {...register('discount_rules.siblingDiscount.enabled')}
        />
        <Grid>
          <Field
            label="Second child (%)"
            type="number"
            inputMode="numeric"
            error={errors.discount_rules?.siblingDiscount?.secondChild?.message}
            {...register('discount_rules.siblingDiscount.secondChild', { valueAsNumber: true })}
          />
          <Field
            label="Third and later children (%)"
            type="number"
            inputMode="numeric"
            error={errors.discount_rules?.siblingDiscount?.thirdChild?.message}
            {...register('discount_rules.siblingDiscount.thirdChild', { valueAsNumber: true })}
          />
        </Grid>
      </Section>
    </SettingsForm>
  );
}
