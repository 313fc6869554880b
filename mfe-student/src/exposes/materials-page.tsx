import type { ExposedProps } from '@lezioni/contracts';
import { PageFrame } from '../components/page-frame';
import { MaterialsView } from '../features/materials/components/materials-view';

/** './MaterialsPage': homework, shared materials and lesson notes (issue 26). */
export function MaterialsPage({ config }: ExposedProps<'student', 'MaterialsPage'>) {
  return (
    <PageFrame>
      <MaterialsView config={config} />
    </PageFrame>
  );
}
