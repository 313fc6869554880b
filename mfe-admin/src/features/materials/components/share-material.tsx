import { useId, useState } from 'react';
import type { StudentDirectoryEntry, TeacherMaterial } from '@lezioni/contracts';
import { Alert, Button, Checkbox, describeRequestFailure, Input, useDebouncedValue, useTexts } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { useShareMaterialMutation } from '../../../hooks/use-material-shares';
import { DIRECTORY_SEARCH_DEBOUNCE_MS, useStudentDirectory } from '../../../hooks/use-student-directory';
import { ADMIN_TEXTS } from '../../../texts';

/** Matches offered at once: a search narrows the rest. */
const PICKER_PAGE_SIZE = 10;

type Picked = Pick<StudentDirectoryEntry, 'id' | 'name' | 'email'>;

/**
 * Shares one material with students picked by searching the directory (name or email); the picks
 * survive new searches, so several can be gathered from several searches.
 */
export function ShareMaterial({ material, onDone }: { material: TeacherMaterial; onDone: () => void }) {
  const { t } = useTexts(ADMIN_TEXTS);
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
      aria-label={t('materials.shareTitle', { title: material.title })}
      style={{ display: 'grid', gap: 8, padding: 12, borderRadius: 8, background: THEME_TOKENS.colorBgLayout }}
    >
      <label htmlFor={`${id}-search`}>{t('shareMaterial.search')}</label>
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
          title={t('shareMaterial.searchFailed')}
          description={describeRequestFailure(directory.error)}
        />
      )}
      {q && directory.data && matches.length === 0 && (
        <p style={{ margin: 0 }}>{t('shareMaterial.noMatch', { query: q })}</p>
      )}
      {shown.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
          {shown.map((student) => (
            <li key={student.id} style={{ overflowWrap: 'anywhere' }}>
              <Checkbox
                checked={sharedWith.has(student.id) || picked.some((other) => other.id === student.id)}
                disabled={sharedWith.has(student.id)}
                onChange={(event) => toggle(student, event.target.checked)}
              >
                {sharedWith.has(student.id)
                  ? t('shareMaterial.alreadyShared', { name: student.name, email: student.email })
                  : `${student.name} (${student.email})`}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      {sharing.isError && (
        <Alert type="error" title={t('shareMaterial.failed')} description={describeRequestFailure(sharing.error)} />
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button variant="primary" disabled={picked.length === 0} loading={sharing.isLoading} onClick={onShare}>
          {/* With none picked yet, the disabled button reads as for one. */}
          {t('shareMaterial.submit', { count: Math.max(picked.length, 1) })}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
