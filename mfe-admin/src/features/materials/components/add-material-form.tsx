import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  checkUpload,
  describeRequestFailure,
  formatFileSize,
  Input,
  UPLOAD_ACCEPT,
  useTexts,
  useUploadLearningFileMutation,
} from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';
import { useCreateMaterialMutation } from '../api';
import { parseTags } from '../tags';

const field = { display: 'grid', gap: 4, minWidth: 0 } as const;

type Source = 'link' | 'file';

/**
 * Adds a material to the library: a title, tags, and either an https link or a file, uploaded when
 * the form is sent (the service checks everything again).
 */
export function AddMaterialForm() {
  const [title, setTitle] = useState('');
  const [tags, setTags] = useState('');
  const [source, setSource] = useState<Source>('link');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File>();
  // Whether to say what is wrong with the file (or its absence): once chosen, or once sent.
  const [isFileChecked, setIsFileChecked] = useState(false);
  // Remounts the file input once a material is added: a file input cannot be emptied by a prop.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [create, creating] = useCreateMaterialMutation();
  const [upload, uploading] = useUploadLearningFileMutation();
  const id = useId();
  const { t } = useTexts(ADMIN_TEXTS);
  // Worked out as it is shown, so it is in the language spoken now.
  const fileProblem = file ? checkUpload(file) : t('addMaterial.noFile');

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setIsFileChecked(chosen !== undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (source === 'file') {
      setIsFileChecked(true);
      if (fileProblem) return;
    }
    try {
      const material = { title, tags: parseTags(tags) };
      if (source === 'file') {
        const uploaded = await upload(file!).unwrap();
        await create({ ...material, fileId: uploaded.id }).unwrap();
      } else {
        await create({ ...material, url }).unwrap();
      }
      setTitle('');
      setTags('');
      setUrl('');
      setFile(undefined);
      setIsFileChecked(false);
      setFileInputKey((key) => key + 1);
    } catch {
      // Shown below from the mutations' state; the fields keep what was typed and chosen.
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('materials.add')} style={{ display: 'grid', gap: 12 }}>
      <div style={field}>
        <label htmlFor={`${id}-title`}>{t('addMaterial.title')}</label>
        <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} />
      </div>
      <div style={field}>
        <label htmlFor={`${id}-tags`}>{t('addMaterial.tags')}</label>
        <Input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} />
      </div>
      <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
        <legend style={{ padding: 0, marginBottom: 4 }}>{t('addMaterial.kind')}</legend>
        {(['link', 'file'] as const).map((value) => (
          <label key={value} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <input
              type="radio"
              name={`${id}-source`}
              value={value}
              checked={source === value}
              onChange={() => setSource(value)}
            />
            {t(`addMaterial.${value}`)}
          </label>
        ))}
      </fieldset>
      {source === 'link' ? (
        <div style={field}>
          <label htmlFor={`${id}-url`}>{t('addMaterial.linkLabel')}</label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder={t('addMaterial.linkPlaceholder')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            maxLength={2048}
          />
        </div>
      ) : (
        <div style={field}>
          <label htmlFor={`${id}-file`}>{t('addMaterial.fileLabel')}</label>
          <input
            key={fileInputKey}
            id={`${id}-file`}
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-describedby={`${id}-chosen`}
            style={{ maxWidth: '100%' }}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <p id={`${id}-chosen`} aria-live="polite" style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {file && `${file.name} (${formatFileSize(file.size)})`}
          </p>
        </div>
      )}
      {source === 'file' && isFileChecked && fileProblem && <Alert type="error" title={fileProblem} />}
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
