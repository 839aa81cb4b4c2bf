import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { AdminBanner } from '@canino/shared';
import { Checkbox } from '../../../../components/checkbox';
import { TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { saveBanner, useBanner } from '../api/banners';
import { AuditLogSection } from '../../../components/audit-log-section';
import { ImageInput, imageFieldError } from '../../../components/image-input';
import { PageHeader } from '../../../components/page-header';
import { useRecordId } from '../../../components/use-record-id';
import { bannerForm, type BannerForm } from '../forms/banner-form';
import { FormActions } from '../../../components/form-actions';

function BannerEditor({ banner }: { banner: AdminBanner | null }) {
  const navigate = useNavigate();
  const [image, setImage] = useState<File>();
  const [imageError, setImageError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<BannerForm>({
    resolver: zodResolver(bannerForm),
    defaultValues: banner ? { title: banner.title, position: String(banner.position), active: banner.active } : { title: '', position: '0', active: true },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    if (!banner && !image) return setImageError('Choose an image for the banner');
    try {
      const { message } = await saveBanner(banner?.id ?? null, { title: values.title, position: Number(values.position), active: values.active, image });
      notify.success(message);
      void navigate('/admin/banners');
    } catch (err) {
      const badImage = imageFieldError(err);
      setImageError(badImage);
      if (!showServerFieldErrors(err, setError, { title: 'title', position: 'position' }) && !badImage) notify.error(errorMessage(err));
    }
  });

  return (
    <form className="adm-card adm-section adm-form adm-form--narrow" onSubmit={onSubmit} noValidate aria-label="Banner">
      <ImageInput
        label="Banner image"
        wide
        current={banner?.image}
        file={image}
        onFile={(f) => {
          setImage(f);
          setImageError(undefined);
        }}
        error={imageError}
        hint="A wide picture, about 1600 × 600 pixels. JPEG, PNG or WebP, up to 5 MB."
      />
      <TextInput label="Title" hint="Read aloud to screen readers and shown to search engines." error={errors.title?.message} {...register('title')} />
      <TextInput label="Display order" inputMode="numeric" hint="Lower numbers come first." error={errors.position?.message} {...register('position')} />
      <Checkbox label="Active (shown in the shop)" {...register('active')} />
      <FormActions loading={isSubmitting}>{banner ? 'Save changes' : 'Create banner'}</FormActions>
    </form>
  );
}

export function BannerFormPage() {
  const id = useRecordId();
  const query = useBanner(id);
  const back = { to: '/admin/banners', label: 'Banners' };
  if (id === null) {
    return (
      <>
        <PageHeader title="New banner" back={back} />
        <BannerEditor banner={null} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={query.data?.title || 'Banner'} back={back} />
      <QueryView query={query} errorTitle="We could not load this banner">
        {(b) => <BannerEditor banner={b} />}
      </QueryView>
      <AuditLogSection path={`/banners/${id}/audit`} className="adm-history" />
    </>
  );
}
