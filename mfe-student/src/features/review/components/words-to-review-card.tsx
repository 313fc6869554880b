import { REFETCH_ON_OPEN_SECONDS } from '@lezioni/contracts/values';
import { Card, LinkButton, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { useGetMyReviewQuery } from '../api';

/** The dashboard's "N words to review", leading to /review; a calm line when nothing is due. */
export function WordsToReviewCard() {
  const { t } = useTexts(STUDENT_TEXTS);
  const { data } = useGetMyReviewQuery(undefined, { refetchOnMountOrArgChange: REFETCH_ON_OPEN_SECONDS });
  const dueCount = data?.dueCount ?? 0;
  return (
    <Card title={<h2 className="lz-ui-card__title">{t('review.title')}</h2>}>
      <p>
        {data
          ? dueCount > 0
            ? t('review.card.due', { count: dueCount })
            : t('review.card.none')
          : t('review.card.intro')}
      </p>
      <LinkButton to="/review" variant={dueCount > 0 ? 'primary' : 'default'}>
        {dueCount > 0 ? t('review.card.start') : t('review.card.open')}
      </LinkButton>
    </Card>
  );
}
