import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './field.css';

/**
 * Form controls with a visible label, an optional hint and an error message under the field, tied to the
 * control with aria-describedby / aria-invalid. They take `ref` and spread the rest, so react-hook-form's
 * `register()` works directly: <TextInput label="City" error={errors.city?.message} {...register('city')} />.
 */
interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Marks the label with an asterisk (validation still lives in the zod schema). */
  required?: boolean;
  className?: string;
}

interface FieldFrameProps extends FieldProps {
  id: string;
  children: ReactNode;
}

export function fieldIds(id: string, error?: string, hint?: ReactNode) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined } as const;
}

function FieldFrame({ id, label, error, hint, required, className, children }: FieldFrameProps) {
  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The hint and the error under a control, with the ids `fieldIds` points aria-describedby at. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

type TextInputProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & { ref?: Ref<HTMLInputElement>; trailing?: ReactNode };

export function TextInput({ label, error, hint, required, className, id: givenId, trailing, ...input }: TextInputProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <div className={trailing ? 'field__control field__control--trailing' : 'field__control'}>
        <input id={id} className="input" aria-required={required || undefined} {...fieldIds(id, error, hint)} {...input} />
        {trailing}
      </div>
    </FieldFrame>
  );
}

/**
 * An Indian mobile number, the shop's login and delivery contact: the phone's dial pad, the browser's own
 * number offered without the +91, and the 10 digits asked for. Required unless told otherwise.
 */
export function MobileInput({
  label = 'Mobile number',
  required = true,
  placeholder = '10-digit mobile number',
  ...input
}: Omit<TextInputProps, 'type' | 'inputMode' | 'autoComplete' | 'label'> & { label?: string }) {
  return <TextInput label={label} required={required} type="tel" inputMode="tel" autoComplete="tel-national" placeholder={placeholder} {...input} />;
}

type TextAreaProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ label, error, hint, required, className, id: givenId, rows = 4, ...input }: TextAreaProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea id={id} rows={rows} className="input input--area" aria-required={required || undefined} {...fieldIds(id, error, hint)} {...input} />
    </FieldFrame>
  );
}

type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly (string | { value: string; label: string })[];
    /** First, empty option (e.g. 'Select a state'). */
    placeholder?: string;
  };

export function Select({ label, error, hint, required, className, id: givenId, options, placeholder, ...select }: SelectProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select id={id} className="input input--select" aria-required={required || undefined} {...fieldIds(id, error, hint)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
