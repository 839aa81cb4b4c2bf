import { contactForm } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextArea, TextInput } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { CONTACT_FIELDS, sendContactMessage } from '../api/send-contact-message';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The spec's 'Have Any Questions' form. After sending, the form empties and a note says the message arrived. */
export function ContactForm() {
  const [sent, setSent] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setSent(undefined);
    try {
      const message = await sendContactMessage(values);
      notify.success(message);
      setSent(message);
      reset(EMPTY);
    } catch (err) {
      showServerFieldErrors(err, setError, CONTACT_FIELDS);
      notify.error(errorMessage(err));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {sent && <FormAlert tone="success">{sent}</FormAlert>}
      <div className="form-grid form-grid--2">
        <TextInput label="Your name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextInput label="Email" required type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextInput label="Subject" required className="field--wide" error={errors.subject?.message} {...register('subject')} />
        <TextArea label="Message" required rows={6} className="field--wide" error={errors.message?.message} {...register('message')} />
      </div>
      <div className="form-actions">
        <Button type="submit" size="lg" loading={isSubmitting}>
          Send Message
        </Button>
      </div>
    </form>
  );
}
