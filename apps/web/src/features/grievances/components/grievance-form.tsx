import { grievanceInput, type GrievanceRecord } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { TextArea, TextInput } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { fileGrievance, GRIEVANCE_FIELDS } from '../api/grievances';
import { GrievanceTicket } from './grievance-ticket';

const EMPTY = { name: '', email: '', phone: '', orderNumber: '', subject: '', message: '' };

/** A complaint to the grievance officer; once filed, the ticket number and its deadlines show in place of the form. */
export function GrievanceForm() {
  const [filed, setFiled] = useState<{ message: string; ticket: GrievanceRecord } | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof grievanceInput>, unknown, z.output<typeof grievanceInput>>({ resolver: zodResolver(grievanceInput), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message, data } = await fileGrievance(values);
      setFiled({ message: message ?? '', ticket: data });
    } catch (err) {
      showServerFieldErrors(err, setError, GRIEVANCE_FIELDS);
      notify.error(errorMessage(err));
    }
  });

  if (filed) {
    return (
      <div>
        <FormAlert tone="success">{filed.message}</FormAlert>
        <GrievanceTicket ticket={filed.ticket} />
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="File a complaint">
      <div className="form-grid form-grid--2">
        <TextInput label="Your name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextInput label="Email" required type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextInput label="Mobile number" required type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextInput label="Order number" hint="If the complaint is about an order" error={errors.orderNumber?.message} {...register('orderNumber')} />
        <TextInput label="Subject" required className="field--wide" error={errors.subject?.message} {...register('subject')} />
        <TextArea label="What happened" required rows={6} className="field--wide" error={errors.message?.message} {...register('message')} />
      </div>
      <div className="form-actions">
        <Button type="submit" size="lg" loading={isSubmitting}>
          Submit complaint
        </Button>
      </div>
    </form>
  );
}
