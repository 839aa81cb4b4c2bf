import { useState, type ComponentProps } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextInput } from './field';

/** A password field with a Show/Hide toggle (the spec's show/hide on login and sign-up). */
export function PasswordInput(props: Omit<ComponentProps<typeof TextInput>, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button type="button" className="field__toggle" aria-label={visible ? 'Hide password' : 'Show password'} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
