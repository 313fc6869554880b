import { useRef, useState } from 'react';
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
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { LoadError } from '../../../components/load-error';
import { StopSharingButton } from '../../../components/stop-sharing-button';
import { ADMIN_TEXTS } from '../../../texts';
import { formatDateTime, formatOpenings } from '../../../utils/format';
import { useDeleteMaterialMutation, useMaterials } from '../api';
import { AddMaterialForm } from './add-material-form';
import { ShareMaterial } from './share-material';

const secondary = { color: THEME_TOKENS.colorTextSecondary } as const;

function MaterialItem({ material, onDeleted }: { material: TeacherMaterial; onDeleted: () => void }) {
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
    <li style={{ display: 'grid', gap: 8, padding: '12px 0', borderBottom: `1px solid ${THEME_TOKENS.colorBorder}` }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px', minWidth: 0 }}>
        <h4 style={{ margin: 0, fontSize: 16, overflowWrap: 'anywhere' }}>
          <a href={material.url} target="_blank" rel="noreferrer">
            {material.title}
          </a>
        </h4>
        {material.kind === 'google_document' && <span style={secondary}>{t('materials.googleDocument')}</span>}
        {material.file && (
          <span style={{ ...secondary, overflowWrap: 'anywhere', minWidth: 0 }}>
            {t('materials.file', { name: material.file.name, size: formatFileSize(material.file.size) })}
          </span>
        )}
        <span style={secondary}>{t('materials.added', { date: formatDateTime(material.createdAt) })}</span>
      </div>
      {material.tags.length > 0 && (
        <ul
          aria-label={t('materials.tags')}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}
        >
          {material.tags.map((tag) => (
            <li key={tag} style={{ minWidth: 0 }}>
              <Badge status="default" variant="outlined">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {material.shares.length === 0 ? (
        <p style={{ margin: 0, ...secondary }}>{t('materials.notShared')}</p>
      ) : (
        <ul
          aria-label={t('materials.sharedWith')}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
        >
          {material.shares.map((share) => (
            <li
              key={share.studentId}
              style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2px 12px', minWidth: 0 }}
            >
              <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <strong>{share.studentName}</strong>{' '}
                <span style={secondary}>
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
        <ShareMaterial material={material} onDone={() => setIsSharing(false)} />
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 8 }}>
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

/** The teacher's library of materials (issue 26): add a link or a file, see who each is shared with, share it. */
export function MaterialsLibrary() {
  const { t } = useTexts(ADMIN_TEXTS);
  const materials = useMaterials();
  // A deleted item takes its focused button with it: the keyboard lands on the list.
  const list = useRef<HTMLUListElement>(null);
  const grid = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' };
  return (
    <div style={{ ...grid, alignItems: 'start' }}>
      <Card
        size="small"
        title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('materials.add')}</h3>}
        style={{ minWidth: 0 }}
      >
        <AddMaterialForm />
      </Card>
      <Card
        size="small"
        title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('materials.library')}</h3>}
        style={{ minWidth: 0 }}
      >
        {materials.isError ? (
          <LoadError title={t('materials.loadFailed')} error={materials.error} onRetry={materials.refetch} />
        ) : !materials.data ? (
          <Spinner label={t('common.loading')} />
        ) : materials.data.length === 0 ? (
          <p style={{ margin: 0, ...secondary }}>{t('materials.empty')}</p>
        ) : (
          <ul
            ref={list}
            tabIndex={-1}
            aria-label={t('materials.list')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {materials.data.map((material) => (
              <MaterialItem key={material.id} material={material} onDeleted={() => list.current?.focus()} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
