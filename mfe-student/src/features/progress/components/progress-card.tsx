import { Card, LinkButton, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { useGetMyProgressQuery } from '../api';

/** The dashboard's way to /progress, with the figures that move most. */
export function ProgressCard() {
  const { t } = useTexts(STUDENT_TEXTS);
  const { data } = useGetMyProgressQuery();
  return (
    <Card title={<h2 className="lz-ui-card__title">{t('progress.title')}</h2>}>
      <p>
        {data
          ? t('progress.card.summary', {
              lessons: t('progress.card.lessons', { count: data.lessonsTaken }),
              words: t('progress.card.words', { count: data.vocabularyCount }),
            })
          : t('progress.card.intro')}
      </p>
      <LinkButton to="/progress">{t('progress.card.open')}</LinkButton>
    </Card>
  );
}
