import { Card, LinkButton } from '@lezioni/web-kit';
import { useGetMyProgressQuery } from '../api';

/** The dashboard's way to /progress, with the figures that move most. */
export function ProgressCard() {
  const { data } = useGetMyProgressQuery();
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>My progress</h2>}>
      <p>
        {data
          ? `${data.lessonsTaken} ${data.lessonsTaken === 1 ? 'lesson' : 'lessons'} taken, ${data.vocabularyCount} ${data.vocabularyCount === 1 ? 'word' : 'words'} learned.`
          : 'Your lessons, levels and the words you have learned.'}
      </p>
      <LinkButton to="/progress">See my progress</LinkButton>
    </Card>
  );
}
