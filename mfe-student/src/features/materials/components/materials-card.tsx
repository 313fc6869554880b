import { Card, LinkButton, useMyMaterials, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';

/** The dashboard's way to /materials, saying what waits there. */
export function MaterialsCard() {
  const { t } = useTexts(STUDENT_TEXTS);
  const { data } = useMyMaterials(true);
  const homeworkToDo = data?.homework.filter((homework) => homework.doneAt === null).length ?? 0;
  const unopened = data?.materials.filter((material) => material.firstOpenedAt === null).length ?? 0;
  return (
    <Card title={<h2 className="lz-ui-card__title">{t('materials.title')}</h2>}>
      <p>
        {data
          ? t('materials.card.summary', { homework: homeworkToDo, materials: unopened })
          : t('materials.card.intro')}
      </p>
      <LinkButton to="/materials">{t('materials.card.open')}</LinkButton>
    </Card>
  );
}
