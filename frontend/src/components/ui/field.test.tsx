import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Field } from './field';

describe('Field', () => {
  it('names its hint and its error to screen readers', () => {
    render(
      <Field label="Academic year" hint="What the public pages announce." error="Enter a year." />,
    );
    const input = screen.getByRole('textbox', { name: 'Academic year' });
    expect(input).toHaveAccessibleDescription('What the public pages announce. Enter a year.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('hint');
  });

  it('describes nothing when it has neither', () => {
    render(<Field label="Academic year" />);
    expect(screen.getByRole('textbox', { name: 'Academic year' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });
});
