import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { focusFirstInvalid, showServerFieldErrors } from './form-errors';

type Form = { ownerNumber: string; email: string; petName: string };

function recorder() {
  const calls: { name: string; message: string | undefined; focus: boolean | undefined }[] = [];
  const setError = (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    calls.push({ name, message: error.message, focus: options?.shouldFocus });
  };
  return { calls, setError };
}

describe('server field errors on a form', () => {
  it('puts each message under the form’s field for it, focusing the first', () => {
    const { calls, setError } = recorder();
    const err = new ApiError('An account with this mobile number already exists', 409, {
      owner_number: 'An account with this mobile number already exists',
      email: 'An account with this email already exists',
    });
    expect(showServerFieldErrors<Form>(err, setError, { owner_number: 'ownerNumber', email: 'email' })).toBe(true);
    expect(calls).toEqual([
      { name: 'ownerNumber', message: 'An account with this mobile number already exists', focus: true },
      { name: 'email', message: 'An account with this email already exists', focus: false },
    ]);
  });

  it('says so when no message belongs to a field of the form, so the caller can toast instead', () => {
    const { calls, setError } = recorder();
    expect(showServerFieldErrors<Form>(new ApiError('Too many attempts', 429, { token: 'x' }), setError, { email: 'email' })).toBe(false);
    expect(showServerFieldErrors<Form>(new Error('offline'), setError, { email: 'email' })).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('focusing the first invalid field', () => {
  it('follows the order on screen, not the order of the errors', () => {
    const focused: string[] = [];
    const onInvalid = focusFirstInvalid<Form>(['petName', 'ownerNumber', 'email'], (name) => void focused.push(name));
    onInvalid({ email: { type: 'required', message: 'Email is required' }, ownerNumber: { type: 'required' } });
    expect(focused).toEqual(['ownerNumber']);
  });
});
