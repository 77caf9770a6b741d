import { FileUp } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button as AriaButton, type DropItem, DropZone, FileTrigger, isFileDropItem, Text } from 'react-aria-components';
import { Button, type ButtonVariant } from './button.tsx';
import { sortFiles } from './file-types.ts';
import './drop-zone.css';

interface FileChoiceProps {
  /** Accepted types as <input accept> reads them: extensions (".csv"), MIME types, "image/*". */
  accept: readonly string[];
  /** The accepted types in words, for the refusal: "a CSV or Excel file". */
  acceptWords: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
  /** Why it is disabled, shown on its button. */
  disabledReason?: string | undefined;
  /** On the hidden file input, for the e2e specs (Playwright's setInputFiles). */
  testId?: string;
  /** On the button that opens the file picker. */
  buttonTestId?: string;
}

interface FileDropZoneProps extends FileChoiceProps {
  /** What to drop: "Drop a CSV or Excel file here". */
  label: string;
  /** A line on what the file should hold. */
  help?: ReactNode;
  /** The button's words. */
  chooseText?: string;
  /** Something under way (reading the file): shown in place of the help. */
  busy?: ReactNode;
}

/**
 * Where a file comes in, replacing a native file input: drop it from the desktop, click or press the button to
 * choose it, or paste it (React Aria DropZone and FileTrigger). A file of the wrong type is refused with the reason.
 */
export function FileDropZone({ label, help, chooseText = 'Choose a file', busy, ...choice }: FileDropZoneProps) {
  const { refusal, receive, onDrop, inputRef } = useFileChoice(choice);
  return (
    <DropZone
      className="drop-zone"
      isDisabled={choice.isDisabled || Boolean(choice.disabledReason)}
      onDrop={onDrop}
      onClick={(e) => {
        // A click anywhere in the zone chooses a file, as the button does.
        if (!(e.target as HTMLElement).closest('button, a, input') && !choice.isDisabled && !choice.disabledReason) inputRef.current?.click();
      }}
    >
      <span className="drop-zone__icon" aria-hidden>
        <FileUp size={22} />
      </span>
      <Text slot="label" className="drop-zone__label">
        {label}
      </Text>
      {busy ? <span className="drop-zone__help" role="status">{busy}</span> : help && <span className="drop-zone__help">{help}</span>}
      <ChooseButton {...choice} inputRef={inputRef} receive={receive} text={chooseText} variant="secondary" />
      {refusal && (
        <span className="drop-zone__refusal" role="alert">
          {refusal}
        </span>
      )}
    </DropZone>
  );
}

interface FileButtonProps extends FileChoiceProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** For a button that shows only an icon. */
  'aria-label'?: string;
  iconOnly?: boolean;
  /** Says why a refused file was refused (a toast, a notice); by default the button's own alert. */
  onRefused?: (reason: string) => void;
  /** Draw the button with these classes instead of the .btn ones (a palette tile). */
  buttonClassName?: string;
}

/** A button that chooses a file (and takes one dropped on it): for toolbars, where a drop zone would not fit. */
export function FileButton({ children, variant = 'secondary', size, iconOnly, onRefused, buttonClassName, ...choice }: FileButtonProps) {
  const { refusal, receive, inputRef } = useFileChoice({ ...choice, onRefused });
  const [over, setOver] = useState(false);
  const off = choice.isDisabled || Boolean(choice.disabledReason);
  // Plain drag events, not a React Aria DropZone: its hidden drop button would be a second tab stop of the same name.
  return (
    <span
      className={over ? 'drop-button drop-button--over' : 'drop-button'}
      onDragOver={(e) => !off && e.dataTransfer.types.includes('Files') && (e.preventDefault(), setOver(true))}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!off) receive([...e.dataTransfer.files]);
      }}
    >
      <ChooseButton {...choice} inputRef={inputRef} receive={receive} text={children} variant={variant} size={size} iconOnly={iconOnly} className={buttonClassName} />
      {refusal && !onRefused && (
        <span className="sr-only" role="alert">
          {refusal}
        </span>
      )}
    </span>
  );
}

function ChooseButton(props: FileChoiceProps & { inputRef: React.RefObject<HTMLInputElement | null>; receive: (files: File[]) => void; text: ReactNode; variant: ButtonVariant; size?: 'medium' | 'small' | undefined; iconOnly?: boolean | undefined; className?: string | undefined; 'aria-label'?: string | undefined }) {
  return (
    <FileTrigger ref={props.inputRef} acceptedFileTypes={[...props.accept]} allowsMultiple={props.multiple} onSelect={(list) => props.receive(list ? [...list] : [])} data-testid={props.testId}>
      {props.className ? (
        <AriaButton className={props.className} aria-label={props['aria-label']} isDisabled={props.isDisabled || Boolean(props.disabledReason)} data-testid={props.buttonTestId}>
          {props.text}
        </AriaButton>
      ) : (
        <Button variant={props.variant} size={props.size} iconOnly={props.iconOnly} aria-label={props['aria-label']} isDisabled={props.isDisabled} disabledReason={props.disabledReason} data-testid={props.buttonTestId}>
          {props.text}
        </Button>
      )}
    </FileTrigger>
  );
}

function useFileChoice({ accept, acceptWords, multiple = false, onFiles, onRefused }: FileChoiceProps & { onRefused?: ((reason: string) => void) | undefined }) {
  const [refusal, setRefusal] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const receive = (files: File[]) => {
    const { accepted, refused } = sortFiles(files, accept);
    const taken = multiple ? accepted : accepted.slice(0, 1);
    const reason = refused.length > 0 ? `${refused.map((f) => f.name).join(', ')} ${refused.length === 1 ? 'is not' : 'are not'} ${acceptWords}.` : !multiple && accepted.length > 1 ? `One file at a time: ${taken[0]?.name} was taken.` : undefined;
    setRefusal(onRefused ? undefined : reason);
    if (reason && onRefused) onRefused(reason);
    if (taken.length > 0) onFiles(taken);
  };
  const onDrop = async (event: { items: DropItem[] }) => receive(await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile())));
  return { refusal, receive, onDrop, inputRef };
}
