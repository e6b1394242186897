import { useRef } from 'react';
import { Button, type ButtonProps } from '@/components/ui/Button';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

interface FilePickerProps {
  /** Accessible name of the file input, e.g. "Archivo para Hoja de vida". */
  inputLabel: string;
  onFile(file: File): void;
  isDisabled?: boolean;
  variant?: ButtonProps['variant'];
  children: React.ReactNode;
}

/** A button that opens the file chooser; the chosen file goes to onFile (checked before sending). */
export function FilePicker({
  inputLabel,
  onFile,
  isDisabled,
  variant = 'primary',
  children,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        aria-label={inputLabel}
        className="sr-only"
        tabIndex={-1}
        disabled={isDisabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant={variant} isDisabled={isDisabled} onPress={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
