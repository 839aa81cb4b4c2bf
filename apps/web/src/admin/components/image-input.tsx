import { useEffect, useId, useState } from 'react';
import { PET_IMAGE_MAX_BYTES } from '@canino/shared';
import { fieldIds } from '../../components/field';
import { ApiError } from '../../lib/api-client';
import { AdminIcon } from './admin-icons';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The checks the server makes first, so the owner hears at once about a wrong or too large file. */
export function imageProblem(file: File): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return 'Please upload a JPEG, PNG or WebP image';
  if (file.size > PET_IMAGE_MAX_BYTES) return 'The image is larger than 5 MB';
  return undefined;
}

/** The server's word on an uploaded image (it names the field `image`, or `file` when the bytes were refused). */
export function imageFieldError(err: unknown): string | undefined {
  return err instanceof ApiError ? (err.fields.image ?? err.fields.file) : undefined;
}

interface ImageInputProps {
  label: string;
  /** The stored image, shown until a new file is chosen. */
  current?: string;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
  error?: string;
  hint?: string;
  /** Wide previews for banners. */
  wide?: boolean;
}

/** One image: the current or chosen picture, and a button to choose another. */
export function ImageInput({ label, current, file, onFile, error, hint, wide = false }: ImageInputProps) {
  const id = useId();
  const [preview, setPreview] = useState<string>();
  const [problem, setProblem] = useState<string>();
  // The effect owns the object URL and must revoke it; a value computed in render could not.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? current;
  const message = problem ?? error;
  return (
    <div className={['field', 'adm-image-input', message && 'field--invalid'].filter(Boolean).join(' ')}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className={`adm-image-input__frame${wide ? ' adm-image-input__frame--wide' : ''}`}>
        {shown ? <img src={shown} alt={file ? `Chosen image: ${file.name}` : `Current ${label.toLowerCase()}`} /> : <span className="adm-image-input__empty">No image yet</span>}
      </div>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="visually-hidden"
        aria-labelledby={`${id}-label`}
        {...fieldIds(id, message, hint)}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (!chosen) return;
          const bad = imageProblem(chosen);
          setProblem(bad);
          onFile(bad ? undefined : chosen);
        }}
      />
      {/* After the hidden input, so its keyboard focus can show on this button-looking label. */}
      <label htmlFor={id} className="btn btn--secondary btn--sm adm-image-input__pick">
        <AdminIcon name="upload" size={16} /> {shown ? 'Choose another image' : 'Choose an image'}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {message && (
        <p className="field__error" id={`${id}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}
