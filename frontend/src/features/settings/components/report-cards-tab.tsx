// Report cards: the traits the cards rate from 1 to 5 (issue 17), behaviour (affective) and
// skills (psychomotor), seven of each by default, at most 12 in a group so a card stays one A4
// page. A card published keeps the traits it was published with; the new names show on the
// cards of classes published after the save.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { z } from 'zod';

import type { SchoolSettings } from '../defaults';
import { text, uniqueBy } from '../validation';
import { NameList, Section, SettingsForm, useSettingsTab } from './settings-form';

/** As the server counts them (settings/validate/academic.rs). */
const MOST_TRAITS = 12;

const traitList = z
  .array(z.object({ name: text(1, 40) }))
  .max(
    MOST_TRAITS,
    `Rate at most ${MOST_TRAITS} traits in a group, so the report card stays one page.`,
  )
  .superRefine((items, ctx) =>
    uniqueBy(
      items,
      (item) => item.name.trim().toLowerCase(),
      ctx,
      (index) => [index, 'name'],
      'Each trait needs its own name.',
    ),
  );

const schema = z.object({ affective: traitList, psychomotor: traitList });
type Values = z.infer<typeof schema>;
type Group = keyof Values;

function toValues(s: SchoolSettings): Values {
  return {
    affective: s.report_traits.affective.map((name) => ({ name })),
    psychomotor: s.report_traits.psychomotor.map((name) => ({ name })),
  };
}

const toPatch = (values: Values) => ({
  report_traits: {
    affective: values.affective.map((t) => t.name.trim()),
    psychomotor: values.psychomotor.map((t) => t.name.trim()),
  },
});

function TraitList({
  control,
  register,
  errors,
  group,
  singular,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>[Group];
  group: Group;
  singular: string;
}) {
  const items = useFieldArray({ control, name: group, keyName: 'key' });
  return (
    <NameList
      keys={items.fields.map((item) => item.key)}
      singular={singular}
      field={(index) => ({
        ...register(`${group}.${index}.name`),
        error: errors?.[index]?.name?.message,
      })}
      error={errors}
      canAdd={items.fields.length < MOST_TRAITS}
      onAdd={() => items.append({ name: '' })}
      onRemove={(index) => items.remove(index)}
    />
  );
}

export function ReportCardsTab() {
  // The server's refusals (report_traits.affective.0 ...) are listed under the form.
  const { form, save } = useSettingsTab(zodResolver(schema), toValues, toPatch);
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <SettingsForm
      title="Report cards"
      description="The traits class teachers rate from 1 (poor) to 5 (excellent) on each report card."
      form={form}
      save={save}
    >
      <Section
        title="Behaviour (affective)"
        description={`Up to ${MOST_TRAITS} traits, such as punctuality or honesty.`}
      >
        <TraitList
          control={control}
          register={register}
          errors={errors.affective}
          group="affective"
          singular="Behaviour trait"
        />
      </Section>
      <Section
        title="Skills (psychomotor)"
        description={`Up to ${MOST_TRAITS} skills, such as handwriting or sports.`}
      >
        <TraitList
          control={control}
          register={register}
          errors={errors.psychomotor}
          group="psychomotor"
          singular="Skill"
        />
      </Section>
    </SettingsForm>
  );
}
