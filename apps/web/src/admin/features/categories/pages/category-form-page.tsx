import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { AdminCategory } from '@canino/shared';
import { Checkbox } from '../../../../components/checkbox';
import { TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { saveCategory, useCategory } from '../api/categories';
import { AuditLogSection } from '../../../components/audit-log-section';
import { ImageInput, imageFieldError } from '../../../components/image-input';
import { PageHeader } from '../../../components/page-header';
import { useRecordId } from '../../../components/use-record-id';
import { categoryForm, type CategoryForm } from '../forms/category-form';
import { FormActions } from '../../../components/form-actions';

function CategoryEditor({ category }: { category: AdminCategory | null }) {
  const navigate = useNavigate();
  const [image, setImage] = useState<File>();
  const [imageError, setImageError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<CategoryForm>({
    resolver: zodResolver(categoryForm),
    defaultValues: category ? { name: category.name, position: String(category.position), active: category.active } : { name: '', position: '0', active: true },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    if (!category && !image) return setImageError('Choose an image for the category');
    try {
      const { message } = await saveCategory(category?.id ?? null, { ...values, position: Number(values.position), image });
      notify.success(message);
      void navigate('/admin/categories');
    } catch (err) {
      const badImage = imageFieldError(err);
      setImageError(badImage);
      if (!showServerFieldErrors(err, setError, { name: 'name', position: 'position' }) && !badImage) notify.error(errorMessage(err));
    }
  });

  return (
    <form className="adm-card adm-section adm-form adm-form--narrow" onSubmit={onSubmit} noValidate aria-label="Category">
      <TextInput label="Name" required error={errors.name?.message} {...register('name')} />
      <ImageInput
        label="Category image"
        current={category?.image}
        file={image}
        onFile={(f) => {
          setImage(f);
          setImageError(undefined);
        }}
        error={imageError}
        hint="Shown as a card on the home page. JPEG, PNG or WebP, up to 5 MB; square works best."
      />
      <TextInput label="Display order" inputMode="numeric" hint="Lower numbers come first." error={errors.position?.message} {...register('position')} />
      <Checkbox label="Active (shown in the shop)" {...register('active')} />
      <FormActions loading={isSubmitting}>{category ? 'Save changes' : 'Create category'}</FormActions>
    </form>
  );
}

export function CategoryFormPage() {
  const id = useRecordId();
  const query = useCategory(id);
  const back = { to: '/admin/categories', label: 'Categories' };
  if (id === null) {
    return (
      <>
        <PageHeader title="New category" back={back} />
        <CategoryEditor category={null} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={query.data?.name ?? 'Category'} back={back} />
      <QueryView query={query} errorTitle="We could not load this category">
        {(c) => <CategoryEditor category={c} />}
      </QueryView>
      <AuditLogSection path={`/categories/${id}/audit`} className="adm-history" />
    </>
  );
}
