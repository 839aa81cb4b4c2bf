import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages';
import { addressInput } from '../src/schemas/address';
import { loginForm, loginFormWithTerms, signUpForm } from '../src/schemas/forms';
import { registerInput } from '../src/schemas/auth';

const firstMessage = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  r.error?.issues.find((i) => i.path[0] === field)?.message;

describe("validation messages are the spec's", () => {
  it('login', () => {
    const r = loginFormWithTerms.safeParse({ mobile: '', password: '', agree: false });
    expect(firstMessage(r, 'mobile')).toBe(MSG.mobileRequired);
    expect(firstMessage(r, 'password')).toBe(MSG.passwordRequired);
    expect(firstMessage(r, 'agree')).toBe(MSG.agreeRequired);
    // Without the box on screen (the account agreed to the current terms) nothing asks for it.
    expect(loginForm.safeParse({ mobile: '9876543210', password: 'x', agree: false }).success).toBe(true);
  });

  it('sign-up: required fields, email pattern, matching passwords', () => {
    const r = signUpForm.safeParse({
      petName: '',
      breed: 'Beagle',
      age: '2',
      weight: '11',
      ownerName: 'Ravi',
      ownerNumber: '9876543210',
      email: 'ravi@',
      password: 'longenough',
      confirmPassword: 'different',
      agree: true,
    });
    expect(firstMessage(r, 'petName')).toBe('Pet Name is required');
    expect(firstMessage(r, 'email')).toBe('Invalid email format');
    const mismatch = signUpForm.safeParse({
      petName: 'Tommy',
      breed: 'Beagle',
      age: '2',
      weight: '11',
      ownerName: 'Ravi',
      ownerNumber: '9876543210',
      email: 'ravi@example.com',
      password: 'longenough',
      confirmPassword: 'different',
      agree: true,
    });
    expect(firstMessage(mismatch, 'confirmPassword')).toBe('Password does not match');
  });

  it('normalises Indian mobile numbers and refuses others', () => {
    const ok = registerInput.shape.owner_number.safeParse('+91 98765-43210');
    expect(ok).toMatchObject({ success: true, data: '9876543210' });
    expect(registerInput.shape.owner_number.safeParse('12345').success).toBe(false);
    expect(registerInput.shape.owner_number.safeParse("9876543210' OR 1=1 --").success).toBe(false);
  });

  it('address book entry: every field required, 6-digit pincode', () => {
    const r = addressInput.safeParse({ name: '', mobile: '', pincode: '12', state: '', address: '', locality: '', city: '' });
    expect(firstMessage(r, 'name')).toBe('Name is required');
    expect(firstMessage(r, 'address')).toBe('Address is required');
    expect(firstMessage(r, 'pincode')).toBe('Enter a valid 6-digit pincode');
    expect(firstMessage(r, 'locality')).toBe('Locality/Town is required');
    expect(firstMessage(r, 'city')).toBe('City/District is required');
  });

  it('refuses 10 MB strings with a message', () => {
    const r = addressInput.safeParse({ name: 'x'.repeat(10_000_000), mobile: '9876543210', pincode: '641018', state: 'TN', address: 'a', locality: 'b', city: 'c' });
    expect(firstMessage(r, 'name')).toBe(MSG.tooLong);
  });
});
