import { Button, describeRequestFailure, toast } from '@lezioni/web-kit';
import { useShareMaterialMutation, useUnshareMaterialMutation } from '../hooks/use-material-shares';

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
  const [unshare, unsharing] = useUnshareMaterialMutation();
  const [share] = useShareMaterialMutation();
  const what = `"${material.title}" with ${student.name}`;

  const failed = (title: string, error: unknown) =>
    toast({ title, description: describeRequestFailure(error), variant: 'destructive' });
  const shareAgain = async () => {
    try {
      await share({ materialId: material.id, studentIds: [student.id] }).unwrap();
      toast({ title: `Shared ${what} again.` });
    } catch (error) {
      failed(`Could not share ${what} again.`, error);
    }
  };
  const stopSharing = async () => {
    try {
      await unshare({ materialId: material.id, studentId: student.id }).unwrap();
    } catch (error) {
      failed(`Could not stop sharing ${what}.`, error);
      return;
    }
    toast({ title: `Stopped sharing ${what}.`, action: { label: 'Share again', onClick: () => void shareAgain() } });
    onStopped();
  };

  return (
    <Button
      size="small"
      loading={unsharing.isLoading}
      onClick={stopSharing}
      aria-label={`Stop sharing ${material.title} with ${student.name}`}
    >
      Stop sharing
    </Button>
  );
}
