import { translateText } from '@lezioni/web-kit';

/**
 * What a form's schema says about a field (contracts' English, shown in the current language), under
 * the field whose `aria-describedby` names `id`. Nothing while the field is fine.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="lz-admin-field-error">
      {translateText(message)}
    </p>
  );
}
