import { useId, useState } from 'react';
import type { StudentDirectoryEntry } from '@lezioni/contracts';
import { Alert, Checkbox, describeRequestFailure, Input, useDebouncedValue, useTexts } from '@lezioni/web-kit';
import { AdminStyles } from '../../../components/admin-styles';
import { ADMIN_TEXTS } from '../../../texts';
import { DIRECTORY_SEARCH_DEBOUNCE_MS, useStudentDirectory } from '../api';
import { StudentsStyles } from '../students-styles';

/** Matches offered at once: a search narrows the rest. */
const PICKER_PAGE_SIZE = 10;

type Picked = Pick<StudentDirectoryEntry, 'id' | 'name' | 'email'>;

/**
 * Students to share a material with, found by searching the directory (name or email): the picks
 * are the caller's and stay through new searches, so several can be gathered from several searches.
 * Those in `sharedWith` show ticked and cannot be picked again.
 */
export function StudentPicker({
  picked,
  sharedWith,
  onToggle,
}: {
  picked: Picked[];
  sharedWith: ReadonlySet<string>;
  onToggle: (student: Picked, isPicked: boolean) => void;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const [text, setText] = useState('');
  const id = useId();
  const q = useDebouncedValue(text.trim(), DIRECTORY_SEARCH_DEBOUNCE_MS);
  const directory = useStudentDirectory({ q, pageSize: PICKER_PAGE_SIZE }, { skip: q === '' });
  const matches = q ? (directory.data?.items ?? []) : [];
  const shown = [...picked, ...matches.filter((match) => !picked.some((student) => student.id === match.id))];

  return (
    <>
      <AdminStyles />
      <StudentsStyles />
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
        <p className="lz-admin-picker-note">{t('shareMaterial.noMatch', { query: q })}</p>
      )}
      {shown.length > 0 && (
        <ul className="lz-admin-plain-list lz-admin-picker">
          {shown.map((student) => (
            <li key={student.id} className="lz-admin-wrap">
              <Checkbox
                checked={sharedWith.has(student.id) || picked.some((other) => other.id === student.id)}
                disabled={sharedWith.has(student.id)}
                onChange={(event) => onToggle(student, event.target.checked)}
              >
                {sharedWith.has(student.id)
                  ? t('shareMaterial.alreadyShared', { name: student.name, email: student.email })
                  : `${student.name} (${student.email})`}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
