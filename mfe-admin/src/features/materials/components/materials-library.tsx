import { lazy, Suspense, useRef, useState } from 'react';
import type { TeacherMaterial } from '@lezioni/contracts';
import {
  Badge,
  Button,
  Card,
  ConfirmButton,
  describeRequestFailure,
  formatFileSize,
  Spinner,
  toast,
  useTexts,
} from '@lezioni/web-kit';
import { AdminStyles } from '../../../components/admin-styles';
import { LoadError } from '../../../components/load-error';
import { ADMIN_TEXTS } from '../../../texts';
import { formatDateTime, formatOpenings } from '../../../utils/format';
import { useDeleteMaterialMutation, useMaterials } from '../api';
import { MaterialsStyles } from '../materials-styles';
import { ShareMaterial, type StudentPickerSlot } from './share-material';
import { StopSharingButton } from './stop-sharing-button';

// Its own chunk, with react-hook-form and the schemas (zod): the dashboard starts without them (D26).
const AddMaterialForm = lazy(() =>
  import('./add-material-form').then(({ AddMaterialForm }) => ({ default: AddMaterialForm })),
);

function MaterialItem({
  material,
  StudentPicker,
  onDeleted,
}: {
  material: TeacherMaterial;
  StudentPicker: StudentPickerSlot;
  onDeleted: () => void;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const title = { title: material.title };
  const [isSharing, setIsSharing] = useState(false);
  const [deleteMaterial, deleting] = useDeleteMaterialMutation();
  const remove = async () => {
    try {
      await deleteMaterial(material.id).unwrap();
      toast({ title: t('materials.delete.done'), description: t('materials.delete.gone', title) });
      onDeleted();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('materials.delete.failed'),
        description: describeRequestFailure(error),
      });
    }
  };
  const sharedWith = material.shares.length;
  // Where the focus goes when the share whose button had it is gone: sharing again is the way back.
  const shareButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="lz-admin-item">
      <div className="lz-admin-item__head">
        <h4 className="lz-admin-material__title">
          <a href={material.url} target="_blank" rel="noreferrer">
            {material.title}
          </a>
        </h4>
        {material.kind === 'google_document' && (
          <span className="lz-admin-secondary">{t('materials.googleDocument')}</span>
        )}
        {material.file && (
          <span className="lz-admin-secondary lz-admin-wrap">
            {t('materials.file', { name: material.file.name, size: formatFileSize(material.file.size) })}
          </span>
        )}
        <span className="lz-admin-secondary">{t('materials.added', { date: formatDateTime(material.createdAt) })}</span>
      </div>
      {material.tags.length > 0 && (
        <ul aria-label={t('materials.tags')} className="lz-admin-plain-list lz-admin-material__tags">
          {material.tags.map((tag) => (
            <li key={tag}>
              <Badge status="default" variant="outlined">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {material.shares.length === 0 ? (
        <p className="lz-admin-empty">{t('materials.notShared')}</p>
      ) : (
        <ul aria-label={t('materials.sharedWith')} className="lz-admin-plain-list lz-admin-shares">
          {material.shares.map((share) => (
            <li key={share.studentId} className="lz-admin-share">
              <span className="lz-admin-wrap">
                <strong>{share.studentName}</strong>{' '}
                <span className="lz-admin-secondary">
                  {t('sharing.shared', { date: formatDateTime(share.sharedAt), openings: formatOpenings(share, t) })}
                </span>
              </span>
              <StopSharingButton
                material={material}
                student={{ id: share.studentId, name: share.studentName }}
                onStopped={() => shareButton.current?.focus()}
              />
            </li>
          ))}
        </ul>
      )}
      {isSharing ? (
        <ShareMaterial material={material} StudentPicker={StudentPicker} onDone={() => setIsSharing(false)} />
      ) : (
        <div className="lz-admin-actions">
          <Button
            ref={shareButton}
            size="small"
            onClick={() => setIsSharing(true)}
            aria-label={t('materials.shareTitle', title)}
          >
            {t('materials.share')}
          </Button>
          <ConfirmButton
            size="small"
            aria-label={t('materials.delete.label', title)}
            title={t('materials.delete.question', title)}
            description={
              sharedWith === 0 ? t('materials.delete.notShared') : t('materials.delete.shared', { count: sharedWith })
            }
            okText={t('materials.delete.button')}
            cancelText={t('common.keepIt')}
            loading={deleting.isLoading}
            onConfirm={() => void remove()}
          >
            {t('materials.delete.button')}
          </ConfirmButton>
        </div>
      )}
    </li>
  );
}

/**
 * The teacher's library of materials (issue 26): add a link or a file, see who each is shared with,
 * share it with students found by `StudentPicker` (the students feature's, handed over by exposes/).
 */
export function MaterialsLibrary({ StudentPicker }: { StudentPicker: StudentPickerSlot }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const materials = useMaterials();
  // A deleted item takes its focused button with it: the keyboard lands on the list.
  const list = useRef<HTMLUListElement>(null);
  return (
    <div className="lz-admin-materials">
      <AdminStyles />
      <MaterialsStyles />
      <Card
        size="small"
        title={<h3 className="lz-admin-card-title">{t('materials.add')}</h3>}
        className="lz-admin-card"
      >
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <AddMaterialForm />
        </Suspense>
      </Card>
      <Card
        size="small"
        title={<h3 className="lz-admin-card-title">{t('materials.library')}</h3>}
        className="lz-admin-card"
      >
        {materials.isError ? (
          <LoadError title={t('materials.loadFailed')} error={materials.error} onRetry={materials.refetch} />
        ) : !materials.data ? (
          <Spinner label={t('common.loading')} />
        ) : materials.data.length === 0 ? (
          <p className="lz-admin-empty">{t('materials.empty')}</p>
        ) : (
          <ul ref={list} tabIndex={-1} aria-label={t('materials.list')} className="lz-admin-plain-list">
            {materials.data.map((material) => (
              <MaterialItem
                key={material.id}
                material={material}
                StudentPicker={StudentPicker}
                onDeleted={() => list.current?.focus()}
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
