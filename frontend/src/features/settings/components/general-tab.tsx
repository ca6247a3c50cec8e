// General: the school's identity and locale, and its logo and favicon.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { SelectField, type Option } from '@/components/ui/select-field';
import { secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { DATE_FORMATS } from '@/lib/dates';

import { useUploadBrandingImage, type BrandingImage } from '../api/upload-branding';
import { assetUrl } from '../asset-url';
import type { SchoolSettings } from '../defaults';
import { useSettings } from '../settings-provider';
import { isTimezone, oneOf, optionalEmail, text } from '../validation';
import { Grid, Section, SettingsForm, useSettingsTab } from './settings-form';

const schema = z.object({
  site_name: text(1, 200),
  school_name: text(1, 200),
  school_motto: text(0, 300),
  school_address: text(0, 500),
  school_phone: text(0, 50),
  school_email: optionalEmail,
  academic_year: text(1, 50),
  current_term: text(1, 50),
  timezone: z
    .string()
    .refine(
      isTimezone,
      'Enter a time zone as UTC, an offset such as UTC+1 or UTC-05:00, or a name such as Africa/Lagos.',
    ),
  date_format: oneOf(DATE_FORMATS),
  language: text(1, 50),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Enter the currency as its three-letter code, such as NGN.'),
});
type Values = z.infer<typeof schema>;

function toValues(s: SchoolSettings): Values {
  return {
    site_name: s.site_name,
    school_name: s.school_name,
    school_motto: s.school_motto,
    school_address: s.school_address,
    school_phone: s.school_phone,
    school_email: s.school_email,
    academic_year: s.academic_year,
    current_term: s.current_term,
    timezone: s.timezone,
    date_format: s.date_format,
    language: s.language,
    currency: s.currency,
  };
}

const toPatch = (values: Values) => values;

const TIMEZONES: Option[] = Array.from({ length: 27 }, (_, i) => {
  const offset = i - 12;
  const value = offset === 0 ? 'UTC' : `UTC${offset > 0 ? '+' : ''}${offset}`;
  return { value, label: value };
});
const DATE_FORMAT_OPTIONS: Option[] = DATE_FORMATS.map((value) => ({ value, label: value }));
// The interface is English only (spec §1).
const LANGUAGES: Option[] = [{ value: 'English', label: 'English' }];
const CURRENCIES: Option[] = [
  ['NGN', 'Nigerian naira (NGN)'],
  ['GHS', 'Ghanaian cedi (GHS)'],
  ['KES', 'Kenyan shilling (KES)'],
  ['ZAR', 'South African rand (ZAR)'],
  ['USD', 'US dollar (USD)'],
  ['GBP', 'Pound sterling (GBP)'],
  ['EUR', 'Euro (EUR)'],
].map(([value, label]) => ({ value, label }));

/** `options`, with `current` added when the school uses a value the list does not have. */
function withCurrent(options: Option[], current: string): Option[] {
  return !current || options.some((o) => o.value === current)
    ? options
    : [{ value: current, label: current }, ...options];
}

function BrandingImageField({ image, url }: { image: BrandingImage; url: string | null }) {
  const upload = useUploadBrandingImage();
  const { updateSettings } = useSettings();
  const [removing, setRemoving] = useState(false);
  const name = image === 'logo' ? 'Logo' : 'Favicon';
  const busy = upload.isPending || removing;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="rounded-school flex size-20 items-center justify-center border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
        {url ? (
          <img
            src={assetUrl(url)}
            alt={`The school's current ${image}`}
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span className="px-1 text-center text-xs text-slate-600 dark:text-slate-400">
            No {image}
          </span>
        )}
      </div>
      {/* Beside the image while it fits, below it on a narrow phone. */}
      <div className="min-w-0 flex-1 basis-48 space-y-2">
        <label className="block text-sm font-medium">
          {url ? `Replace the ${image}` : `Upload a ${image}`}
          <input
            type="file"
            accept={
              image === 'logo'
                ? 'image/png,image/jpeg,image/webp'
                : 'image/png,image/x-icon,image/vnd.microsoft.icon'
            }
            disabled={busy}
            className="mt-1 block max-w-full text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              upload.mutate(
                { image, file },
                {
                  onSuccess: () => toast.success(`${name} uploaded.`),
                  onError: (error) =>
                    toast.error(errorMessage(error, `${name} could not be uploaded. Try again.`)),
                },
              );
            }}
          />
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            {image === 'logo' ? 'PNG, JPEG or WebP, up to 2 MB.' : 'PNG or ICO, up to 512 KB.'}
          </span>
        </label>
        {url && (
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={async () => {
              setRemoving(true);
              try {
                await updateSettings(image === 'logo' ? { logo_url: null } : { favicon_url: null });
                toast.success(`${name} removed.`);
              } catch (error) {
                toast.error(errorMessage(error, 'Failed to update settings'));
              } finally {
                setRemoving(false);
              }
            }}
          >
            Remove the {image}
          </button>
        )}
      </div>
    </div>
  );
}

export function GeneralTab() {
  const { settings, form, save } = useSettingsTab(zodResolver(schema), toValues, toPatch);
  const {
    register,
    formState: { errors },
  } = form;
  const terms = [...new Set(settings.sessions.flatMap((s) => s.terms))];
  return (
    <div className="space-y-6">
      <SettingsForm
        title="General"
        description="The school's name and contact details, and how dates and money are shown."
        form={form}
        save={save}
      >
        <Section title="Identity">
          <Grid>
            <Field label="Site name" error={errors.site_name?.message} {...register('site_name')} />
            <Field
              label="School name"
              error={errors.school_name?.message}
              {...register('school_name')}
            />
          </Grid>
          <Field label="Motto" error={errors.school_motto?.message} {...register('school_motto')} />
          <Field
            label="Address"
            error={errors.school_address?.message}
            {...register('school_address')}
          />
          <Grid>
            <Field
              label="Phone"
              type="tel"
              autoComplete="off"
              error={errors.school_phone?.message}
              {...register('school_phone')}
            />
            <Field
              label="E-mail"
              type="email"
              autoComplete="off"
              error={errors.school_email?.message}
              {...register('school_email')}
            />
          </Grid>
        </Section>
        <Section title="Academic year and locale">
          <Grid>
            <Field
              label="Academic year"
              list="settings-academic-years"
              hint="What the public pages announce, with the term. Making a session or term current on the Sessions screen sets both; type here to word them otherwise."
              error={errors.academic_year?.message}
              {...register('academic_year')}
            />
            <datalist id="settings-academic-years">
              {settings.sessions.map((s) => (
                <option key={s.id} value={s.name} />
              ))}
            </datalist>
            <Field
              label="Current term"
              list="settings-terms"
              error={errors.current_term?.message}
              {...register('current_term')}
            />
            <datalist id="settings-terms">
              {terms.map((term) => (
                <option key={term} value={term} />
              ))}
            </datalist>
            <SelectField
              label="Time zone"
              options={withCurrent(TIMEZONES, settings.timezone)}
              hint="Where the school is: the portal dates registers, lessons, due dates and message hours by it, within a minute of a change."
              error={errors.timezone?.message}
              {...register('timezone')}
            />
            <SelectField
              label="Date format"
              options={withCurrent(DATE_FORMAT_OPTIONS, settings.date_format)}
              error={errors.date_format?.message}
              {...register('date_format')}
            />
            <SelectField
              label="Language"
              options={withCurrent(LANGUAGES, settings.language)}
              error={errors.language?.message}
              {...register('language')}
            />
            <SelectField
              label="Currency"
              options={withCurrent(CURRENCIES, settings.currency)}
              error={errors.currency?.message}
              {...register('currency')}
            />
          </Grid>
        </Section>
      </SettingsForm>
      <Section
        title="Logo and favicon"
        description="Each is saved as soon as it is uploaded. The favicon is the small icon in the browser's tab."
      >
        <BrandingImageField image="logo" url={settings.logo_url} />
        <BrandingImageField image="favicon" url={settings.favicon_url} />
      </Section>
    </div>
  );
}
