import { describe, expect, it } from 'vitest';

import { mount } from './mount';

describe('mount', () => {
  it("fails with the spec's message when the root element is missing", () => {
    const doc = document.implementation.createHTMLDocument('empty');

    expect(() => mount(doc)).toThrow('Root element not found');
  });
});
