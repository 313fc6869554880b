import { Button, describeRequestFailure, toast, useTexts } from '@lezioni/web-kit';
import { useShareMaterialMutation, useUnshareMaterialMutation } from '../api';
import { ADMIN_TEXTS } from '../../../texts';

type Props = {
  material: { id: string; title: string };
  student: { id: string; name: string };
  /** After the share is gone (this button with it): where the caller puts the focus. */
  onStopped: () => void;
};

/**
 * Stops sharing a material with one student at once, without asking: the toast's "Share again"
 * undoes it (as a new share: the old opening times go with the old one).
 */
export function StopSharingButton({ material, student, onStopped }: Props) {
  const { t } = useTexts(ADMIN_TEXTS);
  const [unshare, unsharing] = useUnshareMaterialMutation();
  const [share] = useShareMaterialMutation();
  const what = { title: material.title, name: student.name };

  const failed = (title: string, error: unknown) =>
    toast({ title, description: describeRequestFailure(error), variant: 'destructive' });
  const shareAgain = async () => {
    try {
      await share({ materialId: material.id, studentIds: [student.id] }).unwrap();
      toast({ title: t('sharing.sharedAgain', what) });
    } catch (error) {
      failed(t('sharing.shareAgainFailed', what), error);
    }
  };
  const stopSharing = async () => {
    try {
      await unshare({ materialId: material.id, studentId: student.id }).unwrap();
    } catch (error) {
      failed(t('sharing.stopFailed', what), error);
      return;
    }
    toast({
      title: t('sharing.stopped', what),
      action: { label: t('sharing.shareAgain'), onClick: () => void shareAgain() },
    });
    onStopped();
  };

  return (
    <Button size="small" loading={unsharing.isLoading} onClick={stopSharing} aria-label={t('sharing.stopLabel', what)}>
      {t('sharing.stop')}
    </Button>
  );
}
