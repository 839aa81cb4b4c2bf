import { useState } from 'react';
import { ApiError } from '../../lib/api-client';

/**
 * The pet photo a form will upload, and the server's message about it, for <PetImageInput>. Sign-up
 * and Edit Profile share it: choosing another photo clears the old message.
 */
export function usePetImage() {
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  return {
    file,
    clearFile: () => setFile(undefined),
    clearError: () => setError(undefined),
    /** Shows the server's message for the photo (field `file`), if the failure has one, and returns it. */
    showServerError(err: unknown): string | undefined {
      const message = err instanceof ApiError ? err.fields.file : undefined;
      if (message) setError(message);
      return message;
    },
    inputProps: {
      file,
      error,
      onChange: (next: File | undefined) => {
        setError(undefined);
        setFile(next);
      },
    },
  };
}
