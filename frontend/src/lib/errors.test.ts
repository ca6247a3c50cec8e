import { describe, expect, it } from 'vitest';

import { ApiError, errorMessage } from './api-client';
import { asSentence, itemErrors, loadFailure, serverFieldErrors } from './errors';

const FALLBACK = 'The teacher could not be saved. Try again in a moment.';

function refusal(status: number, data: unknown) {
  return new ApiError('ignored', status, 'Error', data);
}

describe('errorMessage', () => {
  it("gives the server's sentence", () => {
    const error = refusal(409, { detail: 'Ngozi Okafor still teaches JSS 1A.', code: 'x' });
    expect(errorMessage(error, FALLBACK)).toBe('Ngozi Okafor still teaches JSS 1A.');
  });

  it('falls back when the answer has no sentence: a bare status or a proxy page', () => {
    expect(errorMessage(refusal(502, null), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(refusal(502, '<html>Bad gateway</html>'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(refusal(400, { detail: '  ' }), FALLBACK)).toBe(FALLBACK);
  });

  it("falls back on a network failure, whose message is the browser's", () => {
    expect(errorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new DOMException('aborted', 'AbortError'), FALLBACK)).toBe(FALLBACK);
  });

  it("keeps the client's own sentences, and falls back for anything else", () => {
    expect(errorMessage(new Error('Enter your username and password.'), FALLBACK)).toBe(
      'Enter your username and password.',
    );
    expect(errorMessage('a string', FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(undefined, FALLBACK)).toBe(FALLBACK);
  });
});

describe('asSentence', () => {
  it('ends the text with one full stop', () => {
    expect(asSentence(' The server is busy ')).toBe('The server is busy.');
    expect(asSentence('Is it busy?')).toBe('Is it busy?');
  });
});

describe('loadFailure', () => {
  it('says what could not be loaded, why, and what to do', () => {
    expect(loadFailure('The teachers', refusal(503, { detail: 'The server is busy' }))).toBe(
      'The teachers could not be loaded: The server is busy. Check your connection, then try again.',
    );
    expect(loadFailure('The teachers', new TypeError('Failed to fetch'))).toBe(
      'The teachers could not be loaded: the server did not answer. Check your connection, then try again.',
    );
  });
});

describe('serverFieldErrors', () => {
  it("reads the answer's fields, and nothing from other errors", () => {
    const error = refusal(422, { detail: 'x', fields: { email: ['Taken.'], phone: 'Too long.' } });
    expect(serverFieldErrors(error)).toEqual({ email: ['Taken.'], phone: ['Too long.'] });
    expect(serverFieldErrors(refusal(422, { detail: 'x', fields: {} }))).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });
});

describe('itemErrors', () => {
  it("names each item of a bulk call's refusal, in the order they were sent", () => {
    const error = refusal(422, {
      detail: 'Some teachers were not changed.',
      fields: {
        'items.2.email': ['Another teacher has this e-mail address.'],
        'items.0.id': ['There is no such teacher.'],
        items: ['Send from 1 to 200 items at once.'],
      },
    });
    const names = ['Ngozi Okafor', 'Tunde Bello', 'Amina Yusuf'];

    expect(itemErrors(error, (i) => names[i])).toEqual([
      'Send from 1 to 200 items at once.',
      'Ngozi Okafor: There is no such teacher.',
      'Amina Yusuf: Another teacher has this e-mail address.',
    ]);
    expect(itemErrors(refusal(409, { detail: 'x' }), (i) => names[i])).toEqual([]);
  });
});
