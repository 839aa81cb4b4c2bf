import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { fieldIds } from './field';
import './field.css';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it and an error message under it (e.g. the terms agreement). */
export function Checkbox({ label, error, className, id: givenId, ...input }: CheckboxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={['check', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <input id={id} type="checkbox" className="check__box" {...fieldIds(id, error)} {...input} />
      <label htmlFor={id} className="check__label">
        {label}
      </label>
      {error && (
        <p className="field__error check__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
