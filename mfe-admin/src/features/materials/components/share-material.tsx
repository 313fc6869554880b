import { useState, type ComponentType } from 'react';
import type { StudentDirectoryEntry, TeacherMaterial } from '@lezioni/contracts';
import { Alert, Button, describeRequestFailure, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';
import { useShareMaterialMutation } from '../api';

type Picked = Pick<StudentDirectoryEntry, 'id' | 'name' | 'email'>;

/** The students feature's search of the directory, handed over by exposes/: features don't import each other. */
export type StudentPickerSlot = ComponentType<{
  picked: Picked[];
  sharedWith: ReadonlySet<string>;
  onToggle: (student: Picked, isPicked: boolean) => void;
}>;

/** Shares one material with the students picked in `StudentPicker`. */
export function ShareMaterial({
  material,
  StudentPicker,
  onDone,
}: {
  material: TeacherMaterial;
  StudentPicker: StudentPickerSlot;
  onDone: () => void;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [share, sharing] = useShareMaterialMutation();
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

  return (
    <div
      role="group"
      aria-label={t('materials.shareTitle', { title: material.title })}
      className="lz-admin-share-picker"
    >
      <StudentPicker picked={picked} sharedWith={sharedWith} onToggle={toggle} />
      {sharing.isError && (
        <Alert type="error" title={t('shareMaterial.failed')} description={describeRequestFailure(sharing.error)} />
      )}
      <div className="lz-admin-actions">
        <Button variant="primary" disabled={picked.length === 0} loading={sharing.isLoading} onClick={onShare}>
          {/* With none picked yet, the disabled button reads as for one. */}
          {t('shareMaterial.submit', { count: Math.max(picked.length, 1) })}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
