import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, describeRequestFailure, Input } from '@lezioni/web-kit';
import { useCreateMaterialMutation } from '../api';
import { parseTags } from '../tags';

const field = { display: 'grid', gap: 4, minWidth: 0 } as const;

/** Adds a link to the library: a title, tags, and an https address (the service checks all three). */
export function AddMaterialForm() {
  const [title, setTitle] = useState('');
  const [tags, setTags] = useState('');
  const [url, setUrl] = useState('');
  const [create, creating] = useCreateMaterialMutation();
  const id = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create({ title, tags: parseTags(tags), url }).unwrap();
      setTitle('');
      setTags('');
      setUrl('');
    } catch {
      // Shown below from the mutation's state; the fields keep what was typed.
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label="Add a link" style={{ display: 'grid', gap: 12 }}>
      <div style={field}>
        <label htmlFor={`${id}-title`}>Title</label>
        <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} />
      </div>
      <div style={field}>
        <label htmlFor={`${id}-tags`}>Tags (separated by commas)</label>
        <Input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} />
      </div>
      <div style={field}>
        <label htmlFor={`${id}-url`}>Link (https://…)</label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required
          maxLength={2048}
        />
      </div>
      {creating.isError && (
        <Alert type="error" title="The link could not be added." description={describeRequestFailure(creating.error)} />
      )}
      <div>
        <Button htmlType="submit" variant="primary" loading={creating.isLoading}>
          Add to library
        </Button>
      </div>
    </form>
  );
}
