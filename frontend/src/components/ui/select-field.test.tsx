import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SelectField } from './select-field';

const ZONES = [
  { value: 'UTC', label: 'UTC' },
  { value: 'Africa/Lagos', label: 'Africa/Lagos' },
];

describe('SelectField', () => {
  it('names its hint and its error to screen readers', () => {
    render(
      <SelectField
        label="Time zone"
        options={ZONES}
        hint="Where the school is."
        error="Choose a time zone."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    expect(select).toHaveAccessibleDescription('Where the school is. Choose a time zone.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('describes nothing when it has neither', () => {
    render(<SelectField label="Time zone" options={ZONES} />);
    expect(screen.getByRole('combobox', { name: 'Time zone' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });
});
