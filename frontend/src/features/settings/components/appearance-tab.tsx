// Appearance: the default theme, colour, type and shapes, with a preview of unsaved choices.
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { SelectField, type Option } from '@/components/ui/select-field';

import { HEX_COLOUR, RADII, SHADOWS } from '../apply-settings';
import type { SchoolSettings } from '../defaults';
import { THEMES, isDarkTheme } from '../theme';
import { colour, oneOf, text } from '../validation';
import { Grid, Section, SettingsForm, useSettingsTab } from './settings-form';

const FONT_SIZE_VALUES = ['small', 'medium', 'large'];

const schema = z.object({
  theme: oneOf(THEMES),
  design_theme: oneOf(THEMES),
  primary_color: colour,
  typography: text(1, 100),
  font_size: oneOf(FONT_SIZE_VALUES),
  border_radius: oneOf(Object.keys(RADII)),
  shadow_style: oneOf(Object.keys(SHADOWS)),
  animations_enabled: z.boolean(),
  compact_mode: z.boolean(),
});
type Values = z.infer<typeof schema>;

function toValues(s: SchoolSettings): Values {
  return {
    theme: s.theme,
    design_theme: s.design_theme,
    primary_color: s.primary_color,
    typography: s.typography,
    font_size: s.font_size,
    border_radius: s.border_radius,
    shadow_style: s.shadow_style,
    animations_enabled: s.animations_enabled,
    compact_mode: s.compact_mode,
  };
}

const toPatch = (values: Values) => values;

const label = (key: string) => (key.charAt(0).toUpperCase() + key.slice(1)).replace(/-/g, ' ');
const THEME_OPTIONS: Option[] = THEMES.map((t) => ({
  value: t,
  label: isDarkTheme(t) && t !== 'dark' ? `${label(t)} (dark)` : label(t),
}));
const DESIGN_OPTIONS: Option[] = THEMES.map((t) => ({ value: t, label: label(t) }));
const FONTS: Option[] = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Poppins',
  'Montserrat',
  'Nunito',
  'Source Sans 3',
  'Merriweather',
].map((value) => ({ value, label: value }));
const FONT_SIZES: Option[] = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];
const SIZE_WORDS: Record<string, string> = {
  none: 'None',
  sm: 'Small',
  '': 'Normal',
  md: 'Medium',
  lg: 'Large',
  xl: 'Extra large',
  '2xl': '2× large',
  '3xl': '3× large',
  full: 'Full (pill)',
};
const sizeWord = (key: string, prefix: string) =>
  SIZE_WORDS[key === prefix ? '' : key.slice(prefix.length + 1)] ?? key;
const RADIUS_OPTIONS: Option[] = Object.keys(RADII).map((value) => ({
  value,
  label: sizeWord(value, 'rounded'),
}));
const SHADOW_OPTIONS: Option[] = Object.keys(SHADOWS).map((value) => ({
  value,
  label: sizeWord(value, 'shadow'),
}));
const PREVIEW_FONT_SIZES: Record<string, string> = {
  small: '0.875rem',
  medium: '1rem',
  large: '1.125rem',
};

function withCurrent(options: Option[], current: string): Option[] {
  return !current || options.some((o) => o.value === current)
    ? options
    : [{ value: current, label: current }, ...options];
}

/** A card drawn with the form's values, saved or not. */
function Preview({ control }: { control: Control<Values> }) {
  const values = useWatch({ control });
  const dark = isDarkTheme(values.theme ?? '');
  const primary = HEX_COLOUR.test(values.primary_color ?? '') ? values.primary_color : '#3B82F6';
  const padding = values.compact_mode ? '0.75rem' : '1.25rem';
  return (
    <section
      aria-label="Preview"
      className="border border-slate-200 dark:border-slate-700"
      style={{
        background: dark ? '#0f172a' : '#ffffff',
        color: dark ? '#f1f5f9' : '#0f172a',
        borderRadius: RADII[values.border_radius ?? ''] ?? RADII['rounded-lg'],
        boxShadow: SHADOWS[values.shadow_style ?? ''] ?? SHADOWS['shadow-md'],
        fontFamily: `"${values.typography}", ui-sans-serif, system-ui, sans-serif`,
        fontSize: PREVIEW_FONT_SIZES[values.font_size ?? ''] ?? '1rem',
        padding,
      }}
    >
      <p style={{ opacity: 0.7, fontSize: '0.8em' }}>Preview · {dark ? 'dark' : 'light'} mode</p>
      <p style={{ fontWeight: 700, fontSize: '1.25em', marginTop: '0.25rem' }}>Welcome back, Ada</p>
      <p style={{ marginTop: '0.25rem' }}>Your First Term results are ready to view.</p>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        style={{
          marginTop: padding,
          background: primary,
          color: '#ffffff',
          borderRadius: RADII[values.border_radius ?? ''] ?? RADII['rounded-lg'],
          padding: values.compact_mode ? '0.25rem 0.75rem' : '0.5rem 1rem',
          fontWeight: 600,
          transition: values.animations_enabled ? 'opacity 150ms' : 'none',
        }}
      >
        View results
      </button>
    </section>
  );
}

export function AppearanceTab() {
  const { settings, form, save } = useSettingsTab(zodResolver(schema), toValues, toPatch);
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const primary = useWatch({ control, name: 'primary_color' });
  return (
    <SettingsForm
      title="Appearance"
      description="The school's default look. Each person can still choose light or dark for themselves."
      form={form}
      save={save}
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-6">
          <Section title="Theme and colour">
            <Grid>
              <SelectField
                label="Default theme"
                options={withCurrent(THEME_OPTIONS, settings.theme)}
                error={errors.theme?.message}
                {...register('theme')}
              />
              <SelectField
                label="Design theme"
                options={withCurrent(DESIGN_OPTIONS, settings.design_theme)}
                error={errors.design_theme?.message}
                {...register('design_theme')}
              />
            </Grid>
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <Field
                  label="Primary colour"
                  placeholder="#3B82F6"
                  autoComplete="off"
                  spellCheck={false}
                  error={errors.primary_color?.message}
                  {...register('primary_color')}
                />
              </div>
              <div className="pt-6">
                <label htmlFor="settings-primary-picker" className="sr-only">
                  Pick the primary colour
                </label>
                <input
                  id="settings-primary-picker"
                  type="color"
                  className="rounded-school block h-[2.625rem] w-14 border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900"
                  value={HEX_COLOUR.test(primary) && primary.length === 7 ? primary : '#3b82f6'}
                  onChange={(event) =>
                    setValue('primary_color', event.target.value.toUpperCase(), {
                      shouldDirty: true,
                      shouldValidate: true,
                    })
                  }
                />
              </div>
            </div>
          </Section>
          <Section title="Type and shapes">
            <Grid>
              <SelectField
                label="Typeface"
                options={withCurrent(FONTS, settings.typography)}
                error={errors.typography?.message}
                {...register('typography')}
              />
              <SelectField
                label="Font size"
                options={withCurrent(FONT_SIZES, settings.font_size)}
                error={errors.font_size?.message}
                {...register('font_size')}
              />
              <SelectField
                label="Corner rounding"
                options={withCurrent(RADIUS_OPTIONS, settings.border_radius)}
                error={errors.border_radius?.message}
                {...register('border_radius')}
              />
              <SelectField
                label="Shadow"
                options={withCurrent(SHADOW_OPTIONS, settings.shadow_style)}
                error={errors.shadow_style?.message}
                {...register('shadow_style')}
              />
            </Grid>
            <CheckboxField
              label="Animations"
              hint="Transitions and moving effects."
              {...register('animations_enabled')}
            />
            <CheckboxField
              label="Compact mode"
              hint="Less space around things, more on the screen."
              {...register('compact_mode')}
            />
          </Section>
        </div>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <Preview control={control} />
        </div>
      </div>
    </SettingsForm>
  );
}
