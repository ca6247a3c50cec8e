// Registration and security: who may sign up and how, the password policy, profile pictures.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';

import type { SchoolSettings } from '../defaults';
import { oneOf, wholeNumber } from '../validation';
import { Grid, Section, SettingsForm, useSettingsTab } from './settings-form';

const schema = z.object({
  allow_self_registration: z.boolean(),
  email_verification_required: z.boolean(),
  registration_approval_required: z.boolean(),
  default_user_role: oneOf(['student', 'teacher', 'parent']),
  password_min_length: wholeNumber(
    8,
    128,
    'Passwords must be at least 8 characters long; choose a length from 8 to 128.',
  ),
  password_reset_interval: wholeNumber(
    0,
    3650,
    'Choose an interval of at most 3650 days, or 0 for never.',
  ),
  password_require_numbers: z.boolean(),
  password_require_symbols: z.boolean(),
  password_require_uppercase: z.boolean(),
  allow_profile_image_upload: z.boolean(),
  profile_image_max_size: wholeNumber(1, 20, 'Choose a size from 1 to 20 MB.'),
});
type Values = z.infer<typeof schema>;

function toValues(s: SchoolSettings): Values {
  return {
    allow_self_registration: s.allow_self_registration,
    email_verification_required: s.email_verification_required,
    registration_approval_required: s.registration_approval_required,
    default_user_role: s.default_user_role,
    password_min_length: s.password_min_length,
    password_reset_interval: s.password_reset_interval,
    password_require_numbers: s.password_require_numbers,
    password_require_symbols: s.password_require_symbols,
    password_require_uppercase: s.password_require_uppercase,
    allow_profile_image_upload: s.allow_profile_image_upload,
    profile_image_max_size: s.profile_image_max_size,
  };
}

const toPatch = (values: Values) => values;

const ROLES = [
  { value: 'student', label: 'Student' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'parent', label: 'Parent' },
];

export function RegistrationTab() {
  const { form, save } = useSettingsTab(zodResolver(schema), toValues, toPatch);
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <SettingsForm
      title="Registration and security"
      description="Who may make their own account, and the rules for passwords and pictures."
      form={form}
      save={save}
    >
      <Section title="Registration">
        <CheckboxField
          label="Allow self-registration"
          hint="People can make their own account from the sign-up page."
          {...register('allow_self_registration')}
        />
        <CheckboxField
          label="Require e-mail verification"
          hint="A new account must confirm its e-mail address before signing in."
          {...register('email_verification_required')}
        />
        <CheckboxField
          label="Require an admin's approval"
          hint="A self-registered account waits for an admin before it can sign in."
          {...register('registration_approval_required')}
        />
        <div className="max-w-xs">
          <SelectField
            label="Role of a new account"
            options={ROLES}
            error={errors.default_user_role?.message}
            {...register('default_user_role')}
          />
        </div>
      </Section>
      <Section title="Passwords">
        <Grid>
          <Field
            label="Minimum password length"
            type="number"
            inputMode="numeric"
            min={8}
            error={errors.password_min_length?.message}
            {...register('password_min_length', { valueAsNumber: true })}
          />
          <Field
            label="Days before a password must be changed (0 for never)"
            type="number"
            inputMode="numeric"
            min={0}
            max={3650}
            error={errors.password_reset_interval?.message}
            {...register('password_reset_interval', { valueAsNumber: true })}
          />
        </Grid>
        <CheckboxField label="Require a number" {...register('password_require_numbers')} />
        <CheckboxField label="Require a symbol" {...register('password_require_symbols')} />
        <CheckboxField
          label="Require an uppercase letter"
          {...register('password_require_uppercase')}
        />
      </Section>
      <Section title="Profile pictures">
        <CheckboxField label="Allow profile pictures" {...register('allow_profile_image_upload')} />
        <div className="max-w-xs">
          <Field
            label="Largest picture (MB)"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            error={errors.profile_image_max_size?.message}
            {...register('profile_image_max_size', { valueAsNumber: true })}
          />
        </div>
      </Section>
    </SettingsForm>
  );
}
