// Chat: whether messaging is on, what each pair of roles may send, and moderation (blocked
// words, what happens to flagged messages, moderators, business hours).
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';

import type { SchoolSettings } from '../defaults';
import { minutes, oneOf, splitList, wholeNumber } from '../validation';

const FLAGGED_ACTIONS = ['hide', 'flag', 'delete'];

/** `.PDF` and `pdf` are the same file type. */
const normaliseType = (type: string) => type.replace(/^\./, '').toLowerCase();
import { Grid, Section, SettingsForm, useSettingsTab } from './settings-form';

/** A chat channel's file types, as typed: extensions, with or without the dot, any case. */
const fileTypes = z
  .string()
  .refine(
    (value) => splitList(value).every((type) => /^[a-z0-9]{1,10}$/.test(normaliseType(type))),
    'Enter a file type as its extension in lower case, without the dot, such as pdf.',
  );

const channel = z.object({
  enabled: z.boolean(),
  allowFileSharing: z.boolean(),
  maxFileSize: wholeNumber(1, 50, 'Choose a size from 1 to 50 MB.'),
  allowedFileTypes: fileTypes,
  moderationEnabled: z.boolean(),
  requireApproval: z.boolean(),
});

const hoursMessage = (example: string) => `Enter a time as HH:MM, such as ${example}.`;

const schema = z.object({
  chat_system: z.object({
    enabled: z.boolean(),
    adminToTeacher: channel,
    teacherToParent: channel,
    teacherToStudent: channel,
    parentToParent: channel,
    moderation: z
      .object({
        enabled: z.boolean(),
        profanityFilter: z.boolean(),
        keywordBlacklist: z.boolean(),
        blockedKeywords: z.string().superRefine((value, ctx) => {
          const words = splitList(value);
          if (words.length > 1000) {
            ctx.addIssue({ code: 'custom', message: 'Keep the list to at most 1000 words.' });
          } else if (words.some((word) => [...word].length > 100)) {
            ctx.addIssue({ code: 'custom', message: 'Keep each word to at most 100 characters.' });
          }
        }),
        autoModeration: z.boolean(),
        flaggedContentAction: oneOf(FLAGGED_ACTIONS),
        moderators: z
          .string()
          .refine(
            (value) => splitList(value).every((m) => [...m].length <= 100),
            'Keep each moderator to at most 100 characters.',
          ),
        businessHoursOnly: z.boolean(),
        businessHours: z.object({
          start: z.string().refine((t) => minutes(t) !== null, hoursMessage('08:00')),
          end: z.string().refine((t) => minutes(t) !== null, hoursMessage('16:00')),
        }),
      })
      .superRefine(({ businessHours: { start, end } }, ctx) => {
        const [from, to] = [minutes(start), minutes(end)];
        if (from !== null && to !== null && from >= to) {
          ctx.addIssue({
            code: 'custom',
            path: ['businessHours', 'end'],
            message: 'Business hours must end after they start.',
          });
        }
      }),
  }),
});
type Values = z.infer<typeof schema>;
type ChannelKey = 'adminToTeacher' | 'teacherToParent' | 'teacherToStudent' | 'parentToParent';

const CHANNELS: [ChannelKey, string][] = [
  ['adminToTeacher', 'Admins and teachers'],
  ['teacherToParent', 'Teachers and parents'],
  ['teacherToStudent', 'Teachers and students'],
  ['parentToParent', 'Parents and parents'],
];

function toValues(s: SchoolSettings): Values {
  const c = s.chat_system;
  const ch = (x: typeof c.adminToTeacher) => ({
    enabled: x.enabled,
    allowFileSharing: x.allowFileSharing,
    maxFileSize: x.maxFileSize,
    allowedFileTypes: x.allowedFileTypes.join(', '),
    moderationEnabled: x.moderationEnabled,
    requireApproval: x.requireApproval,
  });
  const m = c.moderation;
  return {
    chat_system: {
      enabled: c.enabled,
      adminToTeacher: ch(c.adminToTeacher),
      teacherToParent: ch(c.teacherToParent),
      teacherToStudent: ch(c.teacherToStudent),
      parentToParent: ch(c.parentToParent),
      moderation: {
        enabled: m.enabled,
        profanityFilter: m.profanityFilter,
        keywordBlacklist: m.keywordBlacklist,
        blockedKeywords: m.blockedKeywords.join('\n'),
        autoModeration: m.autoModeration,
        flaggedContentAction: m.flaggedContentAction,
        moderators: m.moderators.join(', '),
        businessHoursOnly: m.businessHoursOnly,
        businessHours: { start: m.businessHours.start, end: m.businessHours.end },
      },
    },
  };
}

function toPatch(values: Values) {
  const c = values.chat_system;
  const ch = (x: Values['chat_system']['adminToTeacher']) => ({
    ...x,
    allowedFileTypes: splitList(x.allowedFileTypes).map(normaliseType),
  });
  return {
    chat_system: {
      ...c,
      adminToTeacher: ch(c.adminToTeacher),
      teacherToParent: ch(c.teacherToParent),
      teacherToStudent: ch(c.teacherToStudent),
      parentToParent: ch(c.parentToParent),
      moderation: {
        ...c.moderation,
        blockedKeywords: splitList(c.moderation.blockedKeywords),
        moderators: splitList(c.moderation.moderators),
      },
    },
  };
}

function Channel({
  register,
  errors,
  name,
  label,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  name: ChannelKey;
  label: string;
}) {
  const e = errors.chat_system?.[name];
  return (
    <Section title={label}>
      <CheckboxField label={`${label} may chat`} {...register(`chat_system.${name}.enabled`)} />
      <CheckboxField
        label={`${label} may share files`}
        {...register(`chat_system.${name}.allowFileSharing`)}
      />
      <Grid>
        <Field
          label={`${label}: largest file (MB)`}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          error={e?.maxFileSize?.message}
          {...register(`chat_system.${name}.maxFileSize`, { valueAsNumber: true })}
        />
        <Field
          label={`${label}: file types`}
          placeholder="pdf, jpg, png"
          autoComplete="off"
          error={e?.allowedFileTypes?.message}
          {...register(`chat_system.${name}.allowedFileTypes`)}
        />
      </Grid>
      <CheckboxField
        label={`${label}: moderate messages`}
        {...register(`chat_system.${name}.moderationEnabled`)}
      />
      <CheckboxField
        label={`${label}: messages need approval`}
        hint="A moderator approves each message before it is delivered."
        {...register(`chat_system.${name}.requireApproval`)}
      />
    </Section>
  );
}

export function ChatTab() {
  const { settings, form, save } = useSettingsTab(zodResolver(schema), toValues, toPatch);
  const {
    register,
    formState: { errors },
  } = form;
  const m = errors.chat_system?.moderation;
  return (
    <SettingsForm
      title="Chat"
      description="Who may message whom in the portal, and how messages are moderated."
      form={form}
      save={save}
    >
      <CheckboxField label="Chat on" {...register('chat_system.enabled')} />
      {CHANNELS.map(([name, label]) => (
        <Channel key={name} register={register} errors={errors} name={name} label={label} />
      ))}
      <Section title="Moderation">
        <CheckboxField label="Moderation on" {...register('chat_system.moderation.enabled')} />
        <CheckboxField
          label="Profanity filter"
          {...register('chat_system.moderation.profanityFilter')}
        />
        <CheckboxField
          label="Block the keywords below"
          {...register('chat_system.moderation.keywordBlacklist')}
        />
        <TextareaField
          label="Blocked keywords"
          hint="One a line, or separated by commas."
          rows={4}
          error={m?.blockedKeywords?.message}
          {...register('chat_system.moderation.blockedKeywords')}
        />
        <CheckboxField
          label="Automatic moderation"
          {...register('chat_system.moderation.autoModeration')}
        />
        <Grid>
          <SelectField
            label="Flagged messages"
            options={[
              { value: 'hide', label: 'Hide until a moderator looks' },
              { value: 'flag', label: 'Show, and flag for moderators' },
              { value: 'delete', label: 'Delete' },
            ].concat(
              ['hide', 'flag', 'delete'].includes(
                settings.chat_system.moderation.flaggedContentAction,
              )
                ? []
                : [
                    {
                      value: settings.chat_system.moderation.flaggedContentAction,
                      label: settings.chat_system.moderation.flaggedContentAction,
                    },
                  ],
            )}
            error={m?.flaggedContentAction?.message}
            {...register('chat_system.moderation.flaggedContentAction')}
          />
          <Field
            label="Moderators"
            placeholder="admin, principal"
            autoComplete="off"
            error={m?.moderators?.message}
            {...register('chat_system.moderation.moderators')}
          />
        </Grid>
        <CheckboxField
          label="Chat only during business hours"
          {...register('chat_system.moderation.businessHoursOnly')}
        />
        <Grid>
          <Field
            label="Business hours start"
            type="time"
            error={m?.businessHours?.start?.message}
            {...register('chat_system.moderation.businessHours.start')}
          />
          <Field
            label="Business hours end"
            type="time"
            error={m?.businessHours?.end?.message}
            {...register('chat_system.moderation.businessHours.end')}
          />
        </Grid>
      </Section>
    </SettingsForm>
  );
}
