import { Card, LinkButton, useMyMaterials } from '@lezioni/web-kit';

/** The dashboard's way to /materials, saying what waits there. */
export function MaterialsCard() {
  const { data } = useMyMaterials(true);
  const homeworkToDo = data?.homework.filter((homework) => homework.doneAt === null).length ?? 0;
  const unopened = data?.materials.filter((material) => material.firstOpenedAt === null).length ?? 0;
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Homework and materials</h2>}>
      <p>
        {data
          ? `Homework to do: ${homeworkToDo}. New materials: ${unopened}.`
          : 'What your teacher shared with you, and your homework.'}
      </p>
      <LinkButton to="/materials">Open homework and materials</LinkButton>
    </Card>
  );
}
