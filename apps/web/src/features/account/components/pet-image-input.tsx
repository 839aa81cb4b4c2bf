import { useEffect, useId, useState } from 'react';
import { buttonClass } from '../../../components/button';
import { fieldIds } from '../../../components/field';
import { PawIcon } from '../../../components/icons';
import { PET_IMAGE_MAX_MB, PET_IMAGE_TYPES, petImageProblem } from '../pet-image';
import './pet-image-input.css';

interface PetImageInputProps {
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  /** The photo already saved (profile), shown until a new one is chosen. */
  currentUrl?: string | null;
  /** A message from the server about the upload. */
  error?: string;
}

/**
 * The pet photo: a file picker for images only (JPEG, PNG, WebP, at most 5 MB) with a round preview.
 * The preview is a data: URL because the shop's content security policy allows no blob: images.
 */
export function PetImageInput({ file, onChange, currentUrl, error: serverError }: PetImageInputProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const error = problem ?? serverError;
  const hint = `JPEG, PNG or WebP, up to ${PET_IMAGE_MAX_MB} MB.`;

  // The effect owns the FileReader and aborts it when the file changes again.
  useEffect(() => {
    if (!file) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
      setPreview(undefined);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : undefined);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  const shown = preview ?? currentUrl ?? undefined;

  return (
    <div className={['pet-image', error && 'field--invalid'].filter(Boolean).join(' ')}>
      <div className="pet-image__preview">
        {shown ? <img src={shown} alt={file ? 'Preview of the chosen photo' : 'Your pet’s photo'} width={112} height={112} /> : <PawIcon size={40} />}
      </div>
      <div className="pet-image__body">
        <label htmlFor={id} className="field__label">
          Pet photo
        </label>
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
        <div className="pet-image__actions">
          <span className="pet-image__pick">
            <input
              id={id}
              type="file"
              accept={PET_IMAGE_TYPES.join(',')}
              className="pet-image__input"
              {...fieldIds(id, error, hint)}
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                e.target.value = '';
                if (!chosen) return;
                const why = petImageProblem(chosen);
                setProblem(why);
                if (!why) onChange(chosen);
              }}
            />
            <span className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-hidden="true">
              {shown ? 'Change photo' : 'Choose photo'}
            </span>
          </span>
          {file && (
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              onClick={() => {
                setProblem(undefined);
                onChange(undefined);
              }}
            >
              Remove
            </button>
          )}
        </div>
        {file && <p className="pet-image__name">{file.name}</p>}
        {error && (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
