// Notifications: e-mail (SMTP or Brevo), SMS and in-app messages, the events each sends, and
// the texts of the four message templates. Passwords and keys are write-only (decision 007).
// Each provider has its Test buttons (decision 009), which test what the form shows, saved or not.
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type Path, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';

import {
  secretForTest,
  sendBrevoTestEmail,
  sendTwilioTestSms,
  testBrevoConnection,
  testEmailConnection,
  testSmsConnection,
  testTwilioConnection,
} from '../api/connection-tests';
import type { SchoolSettings } from '../defaults';
import { oneOf, optionalEmail, port, text, wholeNumber } from '../validation';
import { ConnectionTest, testFieldPlacer } from './connection-test';
import { SecretField, secretWrite } from './secret-field';
import { Grid, Section, SettingsForm, useSettingsTab } from './settings-form';

const secret = z.string().nullable();
const events = {
  resultReleased: z.boolean(),
  absentNotice: z.boolean(),
  feeReminder: z.boolean(),
  examSchedule: z.boolean(),
  eventAnnouncement: z.boolean(),
  disciplinaryAction: z.boolean(),
};
/** An active template needs a subject and a text; an inactive one may be left empty. */
const template = z
  .object({ subject: z.string(), content: z.string(), active: z.boolean() })
  .superRefine((t, ctx) => {
    const required = t.active ? 1 : 0;
    for (const [field, max] of [
      ['subject', 200],
      ['content', 10_000],
    ] as const) {
      const value = t[field];
      if (value.trim().length < required) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'This cannot be empty.' });
      } else if ([...value].length > max) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `Keep this to at most ${max} characters.`,
        });
      }
    }
  });

const schema = z.object({
  notifications_enabled: z.boolean(),
  notifications: z.object({
    email: z.object({
      enabled: z.boolean(),
      welcomeEmail: z.boolean(),
      ...events,
      provider: oneOf(['smtp', 'brevo']),
      smtp: z.object({
        host: text(0, 255).refine(
          (host) => !/\s/.test(host),
          "Enter the server's name without spaces, such as smtp.example.com.",
        ),
        port,
        username: text(0, 255),
        password: secret,
        encryption: oneOf(['TLS', 'SSL', 'none']),
        fromName: text(0, 200),
        fromEmail: optionalEmail,
      }),
      brevo: z.object({
        apiKey: secret,
        fromName: text(0, 200),
        fromEmail: optionalEmail,
        templateId: text(0, 50),
        senderId: wholeNumber(0, 4_294_967_295, 'Enter a whole number of 0 or more.'),
      }),
    }),
    sms: z.object({
      enabled: z.boolean(),
      welcomeSMS: z.boolean(),
      ...events,
      provider: text(1, 50),
      apiKey: secret,
      apiSecret: secret,
      senderID: text(0, 50),
    }),
    inApp: z.object({
      enabled: z.boolean(),
      welcomeMessage: z.boolean(),
      ...events,
      soundEnabled: z.boolean(),
      desktopNotifications: z.boolean(),
    }),
  }),
  message_templates: z.object({
    welcomeEmail: template,
    resultReleased: template,
    absentNotice: template,
    feeReminder: template,
    examSchedule: template,
    eventAnnouncement: template,
    disciplinaryAction: template,
  }),
});
type Values = z.infer<typeof schema>;

type EventKey = keyof typeof events;
const EVENT_LABELS: [EventKey, string][] = [
  ['resultReleased', 'Results released'],
  ['absentNotice', 'Absence'],
  ['feeReminder', 'Fee reminders'],
  ['examSchedule', 'Exam schedules'],
  ['eventAnnouncement', 'Events and announcements'],
  ['disciplinaryAction', 'Disciplinary action'],
];

function pickEvents(flags: Record<EventKey, boolean>) {
  return Object.fromEntries(EVENT_LABELS.map(([key]) => [key, flags[key]])) as Record<
    EventKey,
    boolean
  >;
}

function toValues(s: SchoolSettings): Values {
  const { email, sms, inApp } = s.notifications;
  const t = s.message_templates;
  const tpl = (x: typeof t.welcomeEmail) => ({
    subject: x.subject,
    content: x.content,
    active: x.active,
  });
  return {
    notifications_enabled: s.notifications_enabled,
    notifications: {
      email: {
        enabled: email.enabled,
        welcomeEmail: email.welcomeEmail,
        ...pickEvents(email),
        provider: email.provider,
        smtp: {
          host: email.smtp.host,
          port: email.smtp.port,
          username: email.smtp.username,
          password: '',
          encryption: email.smtp.encryption,
          fromName: email.smtp.fromName,
          fromEmail: email.smtp.fromEmail,
        },
        brevo: {
          apiKey: '',
          fromName: email.brevo.fromName,
          fromEmail: email.brevo.fromEmail,
          templateId: email.brevo.templateId,
          senderId: email.brevo.senderId,
        },
      },
      sms: {
        enabled: sms.enabled,
        welcomeSMS: sms.welcomeSMS,
        ...pickEvents(sms),
        provider: sms.provider,
        apiKey: '',
        apiSecret: '',
        senderID: sms.senderID,
      },
      inApp: {
        enabled: inApp.enabled,
        welcomeMessage: inApp.welcomeMessage,
        ...pickEvents(inApp),
        soundEnabled: inApp.soundEnabled,
        desktopNotifications: inApp.desktopNotifications,
      },
    },
    message_templates: {
      welcomeEmail: tpl(t.welcomeEmail),
      resultReleased: tpl(t.resultReleased),
      absentNotice: tpl(t.absentNotice),
      feeReminder: tpl(t.feeReminder),
      examSchedule: tpl(t.examSchedule),
      eventAnnouncement: tpl(t.eventAnnouncement),
      disciplinaryAction: tpl(t.disciplinaryAction),
    },
  };
}

function toPatch(values: Values) {
  const { email, sms } = values.notifications;
  return {
    ...values,
    notifications: {
      ...values.notifications,
      email: {
        ...email,
        smtp: { ...email.smtp, password: secretWrite(email.smtp.password) },
        brevo: { ...email.brevo, apiKey: secretWrite(email.brevo.apiKey) },
      },
      sms: {
        ...sms,
        apiKey: secretWrite(sms.apiKey),
        apiSecret: secretWrite(sms.apiSecret),
      },
    },
  };
}

function EventFlags({
  register,
  channel,
  channelLabel,
}: {
  register: UseFormRegister<Values>;
  channel: 'email' | 'sms' | 'inApp';
  channelLabel: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{channelLabel} for</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {channel === 'email' && (
          <CheckboxField label="Welcome e-mail" {...register('notifications.email.welcomeEmail')} />
        )}
        {channel === 'sms' && (
          <CheckboxField label="Welcome SMS" {...register('notifications.sms.welcomeSMS')} />
        )}
        {channel === 'inApp' && (
          <CheckboxField
            label="Welcome message"
            {...register('notifications.inApp.welcomeMessage')}
          />
        )}
        {EVENT_LABELS.map(([key, label]) => (
          <CheckboxField
            key={key}
            label={`${label} (${channelLabel.toLowerCase()})`}
            {...register(`notifications.${channel}.${key}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Each request name of a test as the same name in the form. */
const same = (...names: string[]) => Object.fromEntries(names.map((name) => [name, name]));
const SMTP_NAMES = same(
  'host',
  'port',
  'username',
  'password',
  'encryption',
  'fromName',
  'fromEmail',
);
const BREVO_NAMES = same('apiKey', 'fromName', 'fromEmail', 'templateId', 'senderId');
const SMS_NAMES = same('provider', 'apiKey', 'apiSecret', 'senderID');
const SMS_INPUTS = [
  'notifications.sms.provider',
  'notifications.sms.apiKey',
  'notifications.sms.apiSecret',
  'notifications.sms.senderID',
] as const;

const TEMPLATES: [keyof Values['message_templates'], string][] = [
  ['welcomeEmail', 'Welcome'],
  ['resultReleased', 'Results released'],
  ['absentNotice', 'Absence'],
  ['feeReminder', 'Fee reminder'],
  ['examSchedule', 'Exam schedule'],
  ['eventAnnouncement', 'Event or announcement'],
  ['disciplinaryAction', 'Disciplinary action'],
];

export function NotificationsTab() {
  const { settings, form, save } = useSettingsTab(zodResolver(schema), toValues, toPatch);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const provider = useWatch({ control, name: 'notifications.email.provider' });
  const { getValues, trigger, setError } = form;
  const mark = (name: string, message: string) =>
    setError(name as Path<Values>, { type: 'server', message });

  // Each test sends what the form shows now, once the form's own checks of those inputs pass.
  const smtpTest = async (to: string) => {
    if (!(await trigger('notifications.email.smtp'))) return null;
    const smtp = getValues('notifications.email.smtp');
    return testEmailConnection({
      host: smtp.host,
      port: smtp.port,
      username: smtp.username,
      password: secretForTest(smtp.password),
      encryption: smtp.encryption,
      fromName: smtp.fromName,
      fromEmail: smtp.fromEmail,
      ...(to ? { to } : {}),
    });
  };
  const brevoSettings = async () => {
    if (!(await trigger('notifications.email.brevo'))) return null;
    const brevo = getValues('notifications.email.brevo');
    return {
      apiKey: secretForTest(brevo.apiKey),
      fromName: brevo.fromName,
      fromEmail: brevo.fromEmail,
      templateId: brevo.templateId,
      senderId: brevo.senderId,
    };
  };
  const smsSettings = async () => {
    if (!(await trigger([...SMS_INPUTS]))) return null;
    const sms = getValues('notifications.sms');
    return {
      apiKey: secretForTest(sms.apiKey),
      apiSecret: secretForTest(sms.apiSecret),
      senderID: sms.senderID,
    };
  };
  const placeSmtp = testFieldPlacer(mark, 'notifications.email.smtp', SMTP_NAMES);
  const placeBrevo = testFieldPlacer(mark, 'notifications.email.brevo', BREVO_NAMES);
  const placeSms = testFieldPlacer(mark, 'notifications.sms', SMS_NAMES);
  const email = settings.notifications.email;
  const sms = settings.notifications.sms;
  const e = errors.notifications?.email;
  return (
    <SettingsForm
      title="Notifications"
      description="How the school tells people about results, absences, fees and events."
      form={form}
      save={save}
    >
      <CheckboxField
        label="Notifications on"
        hint="Turns every notification below on or off at once."
        {...register('notifications_enabled')}
      />

      <Section title="E-mail">
        <CheckboxField label="Send e-mail" {...register('notifications.email.enabled')} />
        <div className="max-w-xs">
          <SelectField
            label="E-mail provider"
            options={[
              { value: 'smtp', label: 'SMTP server' },
              { value: 'brevo', label: 'Brevo' },
            ]}
            {...register('notifications.email.provider')}
          />
        </div>
        <div className="space-y-3">
          <p className="text-sm font-medium">
            SMTP server{provider === 'smtp' ? ' (in use)' : ' (not in use)'}
          </p>
          <Grid>
            <Field
              label="SMTP host"
              autoComplete="off"
              placeholder="smtp.example.com"
              error={e?.smtp?.host?.message}
              {...register('notifications.email.smtp.host')}
            />
            <Field
              label="SMTP port"
              type="number"
              inputMode="numeric"
              error={e?.smtp?.port?.message}
              {...register('notifications.email.smtp.port', { valueAsNumber: true })}
            />
            <Field
              label="SMTP username"
              autoComplete="off"
              error={e?.smtp?.username?.message}
              {...register('notifications.email.smtp.username')}
            />
            <SecretField
              label="SMTP password"
              name="notifications.email.smtp.password"
              control={control}
              isSet={email.smtp.passwordSet}
            />
            <SelectField
              label="Encryption"
              options={[
                { value: 'TLS', label: 'TLS (STARTTLS)' },
                { value: 'SSL', label: 'SSL' },
                { value: 'none', label: 'None' },
              ]}
              error={e?.smtp?.encryption?.message}
              {...register('notifications.email.smtp.encryption')}
            />
            <div />
            <Field
              label="SMTP sender name"
              error={e?.smtp?.fromName?.message}
              {...register('notifications.email.smtp.fromName')}
            />
            <Field
              label="SMTP sender e-mail"
              type="email"
              autoComplete="off"
              error={e?.smtp?.fromEmail?.message}
              {...register('notifications.email.smtp.fromEmail')}
            />
          </Grid>
          <ConnectionTest
            label="Test SMTP connection"
            busyLabel="Testing SMTP connection…"
            target={{ label: 'Send a test e-mail to', kind: 'email', required: false }}
            run={smtpTest}
            placeFields={placeSmtp}
          />
        </div>
        <div className="space-y-3">
          <p className="text-sm font-medium">
            Brevo{provider === 'brevo' ? ' (in use)' : ' (not in use)'}
          </p>
          <Grid>
            <SecretField
              label="Brevo API key"
              name="notifications.email.brevo.apiKey"
              control={control}
              isSet={email.brevo.apiKeySet}
            />
            <Field
              label="Brevo template id"
              autoComplete="off"
              error={e?.brevo?.templateId?.message}
              {...register('notifications.email.brevo.templateId')}
            />
            <Field
              label="Brevo sender name"
              error={e?.brevo?.fromName?.message}
              {...register('notifications.email.brevo.fromName')}
            />
            <Field
              label="Brevo sender e-mail"
              type="email"
              autoComplete="off"
              error={e?.brevo?.fromEmail?.message}
              {...register('notifications.email.brevo.fromEmail')}
            />
            <Field
              label="Brevo sender id"
              type="number"
              inputMode="numeric"
              error={e?.brevo?.senderId?.message}
              {...register('notifications.email.brevo.senderId', { valueAsNumber: true })}
            />
          </Grid>
          <ConnectionTest
            label="Test Brevo connection"
            busyLabel="Testing Brevo connection…"
            run={async () => {
              const brevo = await brevoSettings();
              return brevo && testBrevoConnection(brevo);
            }}
            placeFields={placeBrevo}
          />
          <ConnectionTest
            label="Send a Brevo test e-mail"
            busyLabel="Sending the Brevo test e-mail…"
            target={{ label: 'Brevo test e-mail to', kind: 'email', required: true }}
            run={async (to) => {
              const brevo = await brevoSettings();
              return brevo && sendBrevoTestEmail({ ...brevo, to });
            }}
            placeFields={placeBrevo}
          />
        </div>
        <EventFlags register={register} channel="email" channelLabel="E-mail" />
      </Section>

      <Section title="SMS">
        <CheckboxField label="Send SMS" {...register('notifications.sms.enabled')} />
        <Grid>
          <SelectField
            label="SMS provider"
            options={[{ value: 'twilio', label: 'Twilio' }].concat(
              sms.provider && sms.provider !== 'twilio'
                ? [{ value: sms.provider, label: sms.provider }]
                : [],
            )}
            {...register('notifications.sms.provider')}
          />
          <Field
            label="SMS sender id"
            autoComplete="off"
            error={errors.notifications?.sms?.senderID?.message}
            {...register('notifications.sms.senderID')}
          />
          <SecretField
            label="SMS API key (account SID)"
            name="notifications.sms.apiKey"
            control={control}
            isSet={sms.apiKeySet}
          />
          <SecretField
            label="SMS API secret (auth token)"
            name="notifications.sms.apiSecret"
            control={control}
            isSet={sms.apiSecretSet}
          />
        </Grid>
        <ConnectionTest
          label="Test SMS connection"
          busyLabel="Testing SMS connection…"
          run={async () => {
            const settings = await smsSettings();
            const provider = getValues('notifications.sms.provider');
            return settings && testSmsConnection({ provider, ...settings });
          }}
          placeFields={placeSms}
        />
        <ConnectionTest
          label="Test Twilio connection"
          busyLabel="Testing Twilio connection…"
          run={async () => {
            const settings = await smsSettings();
            return settings && testTwilioConnection(settings);
          }}
          placeFields={placeSms}
        />
        <ConnectionTest
          label="Send a test SMS"
          busyLabel="Sending the test SMS…"
          target={{ label: 'Test SMS to', kind: 'phone', required: true }}
          run={async (to) => {
            const settings = await smsSettings();
            return settings && sendTwilioTestSms({ ...settings, to });
          }}
          placeFields={placeSms}
        />
        <EventFlags register={register} channel="sms" channelLabel="SMS" />
      </Section>

      <Section title="In the portal">
        <CheckboxField
          label="Show in-app notifications"
          {...register('notifications.inApp.enabled')}
        />
        <CheckboxField label="Play a sound" {...register('notifications.inApp.soundEnabled')} />
        <CheckboxField
          label="Desktop notifications"
          {...register('notifications.inApp.desktopNotifications')}
        />
        <EventFlags register={register} channel="inApp" channelLabel="In-app" />
      </Section>

      <Section
        title="Message templates"
        description="{{placeholders}} such as {{student_name}} and {{school_name}} are filled in when a message is sent."
      >
        {TEMPLATES.map(([key, label]) => (
          <div
            key={key}
            className="rounded-school space-y-3 border border-slate-200 p-3 dark:border-slate-700"
          >
            <p className="font-medium">{label}</p>
            <CheckboxField
              label={`${label} template in use`}
              {...register(`message_templates.${key}.active`)}
            />
            <Field
              label={`${label} subject`}
              error={errors.message_templates?.[key]?.subject?.message}
              {...register(`message_templates.${key}.subject`)}
            />
            <TextareaField
              label={`${label} message`}
              rows={5}
              error={errors.message_templates?.[key]?.content?.message}
              {...register(`message_templates.${key}.content`)}
            />
          </div>
        ))}
      </Section>
    </SettingsForm>
  );
}
