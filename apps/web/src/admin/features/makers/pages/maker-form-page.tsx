import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { makerInput, type AdminMaker, type MakerInput } from '@canino/shared';
import { TextArea, TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { saveMaker, useMaker } from '../api/makers';
import { AuditLogSection } from '../../../components/audit-log-section';
import { PageHeader } from '../../../components/page-header';
import { useRecordId } from '../../../components/use-record-id';
import { EMPTY_MAKER, MAKER_FIELDS, makerFormValues } from '../forms/maker-form';
import { FormActions } from '../../../components/form-actions';

const ADDRESS_HINT = 'As printed on the pack: building, street, town, state and PIN or postal code. Every product it made shows it.';

function MakerEditor({ maker }: { maker: AdminMaker | null }) {
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<MakerInput>({
    // The server's own schema: the form refuses what the server would, in the same words.
    resolver: zodResolver(makerInput),
    defaultValues: maker ? makerFormValues(maker) : EMPTY_MAKER,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await saveMaker(maker?.id ?? null, values);
      notify.success(message);
      void navigate('/admin/makers');
    } catch (err) {
      if (!showServerFieldErrors(err, setError, MAKER_FIELDS)) notify.error(errorMessage(err));
    }
  });

  return (
    <form className="adm-card adm-section adm-form adm-form--narrow" onSubmit={onSubmit} noValidate aria-label="Maker">
      <TextInput label="Name" required hint="The company's registered name" error={errors.name?.message} {...register('name')} />
      <TextArea label="Address" rows={3} required hint={ADDRESS_HINT} error={errors.address?.message} {...register('address')} />
      <FormActions loading={isSubmitting}>{maker ? 'Save changes' : 'Add maker'}</FormActions>
    </form>
  );
}

export function MakerFormPage() {
  const id = useRecordId();
  const query = useMaker(id);
  const back = { to: '/admin/makers', label: 'Makers' };
  if (id === null) {
    return (
      <>
        <PageHeader title="New maker" back={back} />
        <MakerEditor maker={null} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={query.data?.name ?? 'Maker'} back={back} />
      <QueryView query={query} errorTitle="We could not load this maker">
        {(m) => <MakerEditor maker={m} />}
      </QueryView>
      <AuditLogSection path={`/makers/${id}/audit`} className="adm-history" />
    </>
  );
}
