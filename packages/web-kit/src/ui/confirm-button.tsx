import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, type ButtonLook } from './button';
import { UiStyles } from './ui-styles';

type ConfirmButtonProps = ButtonLook & {
  children: ReactNode;
  /** The question, then what saying yes does. */
  title: string;
  description: string;
  okText: string;
  cancelText: string;
  onConfirm: () => void;
  disabled?: boolean;
  loading?: boolean;
  'aria-label'?: string;
};

/**
 * A button that asks first: the question opens right under it, focus moves to its "yes", and Escape
 * or the "no" closes it and gives focus back to the button.
 */
export function ConfirmButton({
  title,
  description,
  okText,
  cancelText,
  onConfirm,
  children,
  ...buttonProps
}: ConfirmButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isOpen) okRef.current?.focus();
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    triggerRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <div className="lz-ui-confirm">
      <UiStyles />
      <Button
        {...buttonProps}
        ref={triggerRef}
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-panel` : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        {children}
      </Button>
      {isOpen && (
        <div
          id={`${id}-panel`}
          role="group"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          className="lz-ui-confirm__panel"
          onKeyDown={onKeyDown}
        >
          <p id={`${id}-title`}>
            <strong>{title}</strong>
          </p>
          <p id={`${id}-description`}>{description}</p>
          <div className="lz-ui-confirm__actions">
            <Button size="small" onClick={close}>
              {cancelText}
            </Button>
            <Button
              ref={okRef}
              size="small"
              variant="primary"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {okText}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
