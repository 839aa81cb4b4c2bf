import { grievanceLookupInput, type GrievanceRecord } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { LOOKUP_FIELDS, lookUpGrievance } from '../api/grievances';
import { GrievanceTicket } from './grievance-ticket';

/** Looks a ticket up by its number and the email it was filed with. */
export function GrievanceLookup() {
  const [found, setFound] = useState<GrievanceRecord | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof grievanceLookupInput>, unknown, z.output<typeof grievanceLookupInput>>({
    resolver: zodResolver(grievanceLookupInput),
    defaultValues: { ticket: '', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(undefined);
    try {
      setFound(await lookUpGrievance(values));
    } catch (err) {
      setFound(undefined);
      if (!showServerFieldErrors(err, setError, LOOKUP_FIELDS)) setFailed(errorMessage(err));
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Look up a complaint">
        <div className="form-grid form-grid--2">
          <TextInput label="Ticket number" required autoComplete="off" error={errors.ticket?.message} {...register('ticket')} />
          <TextInput label="Email" required type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        </div>
        <div className="form-actions">
          <Button type="submit" variant="secondary" loading={isSubmitting}>
            Look up
          </Button>
        </div>
      </form>
      {failed && <FormAlert tone="error">{failed}</FormAlert>}
      {found && <GrievanceTicket ticket={found} />}
    </>
  );
}
