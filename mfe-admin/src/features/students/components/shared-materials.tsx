import { useRef, type ComponentType } from 'react';
import type { SharedMaterial } from '@lezioni/contracts';
import { useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';
import { formatDateTime, formatOpenings } from '../../../utils/format';

/** The materials feature's button that stops a share, handed over by exposes/: features don't import each other. */
export type StopSharingSlot = ComponentType<{
  material: { id: string; title: string };
  student: { id: string; name: string };
  /** After the share is gone (the button with it): where the focus goes. */
  onStopped: () => void;
}>;

/** What is shared with the student, when it was opened, and a button that stops each share. */
export function SharedMaterials({
  student,
  materials,
  StopSharingButton,
}: {
  student: { id: string; name: string };
  materials: SharedMaterial[];
  StopSharingButton: StopSharingSlot;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  // Takes the focus when the share whose button had it is gone.
  const list = useRef<HTMLDivElement>(null);
  return (
    <div ref={list} tabIndex={-1} role="group" aria-label={t('student.materials.label')} className="lz-admin-focus-box">
      {materials.length === 0 ? (
        <p className="lz-admin-empty">{t('student.materials.none')}</p>
      ) : (
        <ul className="lz-admin-plain-list lz-admin-shares">
          {materials.map((material) => (
            <li key={material.id} className="lz-admin-share">
              <span className="lz-admin-wrap">
                <a href={material.url} target="_blank" rel="noreferrer">
                  {material.title}
                </a>{' '}
                <span className="lz-admin-secondary">
                  {t('sharing.shared', {
                    date: formatDateTime(material.sharedAt),
                    openings: formatOpenings(material, t),
                  })}
                </span>
              </span>
              <StopSharingButton material={material} student={student} onStopped={() => list.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
