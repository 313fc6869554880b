import { useId, useState } from 'react';
import type { StudentDirectoryEntry, TeacherMaterial } from '@lezioni/contracts';
import { Alert, Button, Checkbox, describeRequestFailure, Input, useDebouncedValue } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { useShareMaterialMutation } from '../../../hooks/use-material-shares';
import { DIRECTORY_SEARCH_DEBOUNCE_MS, useStudentDirectory } from '../../../hooks/use-student-directory';

/** Matches offered at once: a search narrows the rest. */
const PICKER_PAGE_SIZE = 10;

type Picked = Pick<StudentDirectoryEntry, 'id' | 'name' | 'email'>;

/**
 * Shares one material with students picked by searching the directory (name or email); the picks
 * survive new searches, so several can be gathered from several searches.
 */
export function ShareMaterial({ material, onDone }: { material: TeacherMaterial; onDone: () => void }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [share, sharing] = useShareMaterialMutation();
  const id = useId();
  const q = useDebouncedValue(text.trim(), DIRECTORY_SEARCH_DEBOUNCE_MS);
  const directory = useStudentDirectory({ q, pageSize: PICKER_PAGE_SIZE }, { skip: q === '' });
  const sharedWith = new Set(material.shares.map((share) => share.studentId));

  const toggle = (student: Picked, isPicked: boolean) =>
    setPicked((current) => (isPicked ? [...current, student] : current.filter((other) => other.id !== student.id)));
  const onShare = async () => {
    try {
      await share({ materialId: material.id, studentIds: picked.map((student) => student.id) }).unwrap();
      onDone();
    } catch {
      // Shown below from the mutation's state; the picks stay.
    }
  };
  const matches = q ? (directory.data?.items ?? []) : [];
  const shown = [...picked, ...matches.filter((match) => !picked.some((student) => student.id === match.id))];

  return (
    <div
      role="group"
      aria-label={`Share ${material.title}`}
      style={{ display: 'grid', gap: 8, padding: 12, borderRadius: 8, background: THEME_TOKENS.colorBgLayout }}
    >
      <label htmlFor={`${id}-search`}>Find students by name or email</label>
      <Input
        id={`${id}-search`}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      {directory.isError && (
        <Alert
          type="error"
          title="The students could not be searched."
          description={describeRequestFailure(directory.error)}
        />
      )}
      {q && directory.data && matches.length === 0 && <p style={{ margin: 0 }}>No student matches "{q}".</p>}
      {shown.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
          {shown.map((student) => (
            <li key={student.id} style={{ overflowWrap: 'anywhere' }}>
              <Checkbox
                checked={sharedWith.has(student.id) || picked.some((other) => other.id === student.id)}
                disabled={sharedWith.has(student.id)}
                onChange={(event) => toggle(student, event.target.checked)}
              >
                {student.name} ({student.email}){sharedWith.has(student.id) ? ': already shared' : ''}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      {sharing.isError && (
        <Alert
          type="error"
          title="The material could not be shared."
          description={describeRequestFailure(sharing.error)}
        />
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button variant="primary" disabled={picked.length === 0} loading={sharing.isLoading} onClick={onShare}>
          {picked.length > 1 ? `Share with ${picked.length} students` : 'Share with student'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </div>
  );
}
