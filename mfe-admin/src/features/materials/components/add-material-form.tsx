import { useId, useState } from 'react';
import {
  Alert,
  Button,
  describeRequestFailure,
  formatFileSize,
  Input,
  UPLOAD_ACCEPT,
  useTexts,
  useUploadLearningFileMutation,
} from '@lezioni/web-kit';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { FieldError } from '../../../components/field-error';
import { ADMIN_TEXTS } from '../../../texts';
import { useCreateMaterialMutation } from '../api';
import { parseTags } from '../tags';

const EMPTY = { title: '', tags: '', url: '' };

/**
 * Adds a material to the library: a title, tags, and either an https link or a file, uploaded when
 * the form is sent (the service checks everything again). What is wrong with the file (or its
 * absence) shows once it is chosen, or once the form is sent.
 */
export function AddMaterialForm() {
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    clearErrors,
    watch,
    formState: { errors },
  } = useSchemaForm('MaterialFormSchema', { ...EMPTY, source: 'link' });
  const [source, file] = watch(['source', 'file']);
  // Remounts the file input once a material is added: a file input cannot be emptied by a prop.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [create, creating] = useCreateMaterialMutation();
  const [upload, uploading] = useUploadLearningFileMutation();
  const id = useId();
  const { t } = useTexts(ADMIN_TEXTS);
  const describedBy = (field: 'title' | 'url' | 'file', hint?: string | false) =>
    [hint, errors[field] && `${id}-${field}-error`].filter(Boolean).join(' ') || undefined;

  const choose = (chosen: File | undefined) => {
    setValue('file', chosen, { shouldValidate: chosen !== undefined });
    if (!chosen) clearErrors('file');
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const material = { title: values.title, tags: parseTags(values.tags) };
      if (values.source === 'file') {
        const uploaded = await upload(values.file!).unwrap();
        await create({ ...material, fileId: uploaded.id }).unwrap();
      } else {
        await create({ ...material, url: values.url }).unwrap();
      }
      // The source chosen stays for the next one.
      reset({ ...EMPTY, source: values.source });
      setFileInputKey((key) => key + 1);
    } catch {
      // Shown below from the mutations' state; the fields keep what was typed and chosen.
    }
  });

  return (
    <form onSubmit={onSubmit} aria-label={t('materials.add')} className="lz-admin-material-form" noValidate>
      <div className="lz-admin-field">
        <label htmlFor={`${id}-title`}>{t('addMaterial.title')}</label>
        <Input
          id={`${id}-title`}
          required
          maxLength={200}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={describedBy('title')}
          {...register('title')}
        />
        <FieldError id={`${id}-title-error`} message={errors.title?.message} />
      </div>
      <div className="lz-admin-field">
        <label htmlFor={`${id}-tags`}>{t('addMaterial.tags')}</label>
        <Input id={`${id}-tags`} {...register('tags')} />
      </div>
      <fieldset>
        <legend>{t('addMaterial.kind')}</legend>
        {(['link', 'file'] as const).map((value) => (
          <label key={value}>
            <input type="radio" value={value} {...register('source')} />
            {t(`addMaterial.${value}`)}
          </label>
        ))}
      </fieldset>
      {source === 'link' ? (
        <div className="lz-admin-field">
          <label htmlFor={`${id}-url`}>{t('addMaterial.linkLabel')}</label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder={t('addMaterial.linkPlaceholder')}
            required
            maxLength={2048}
            aria-invalid={Boolean(errors.url)}
            aria-describedby={describedBy('url')}
            {...register('url')}
          />
          <FieldError id={`${id}-url-error`} message={errors.url?.message} />
        </div>
      ) : (
        <div className="lz-admin-field">
          <label htmlFor={`${id}-file`}>{t('addMaterial.fileLabel')}</label>
          <input
            key={fileInputKey}
            id={`${id}-file`}
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-invalid={Boolean(errors.file)}
            aria-describedby={describedBy('file', file && `${id}-chosen`)}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <p id={`${id}-chosen`} aria-live="polite" className="lz-admin-material-form__chosen">
            {file && `${file.name} (${formatFileSize(file.size)})`}
          </p>
          <FieldError id={`${id}-file-error`} message={errors.file?.message} />
        </div>
      )}
      {source === 'file' && uploading.isError && (
        <Alert
          type="error"
          title={t('addMaterial.uploadFailed')}
          description={describeRequestFailure(uploading.error)}
        />
      )}
      {creating.isError && (
        <Alert type="error" title={t('addMaterial.addFailed')} description={describeRequestFailure(creating.error)} />
      )}
      <div>
        <Button htmlType="submit" variant="primary" loading={uploading.isLoading || creating.isLoading}>
          {t('addMaterial.submit')}
        </Button>
      </div>
    </form>
  );
}
