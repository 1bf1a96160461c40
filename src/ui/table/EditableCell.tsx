import { TextInput } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';

interface EditableCellProps {
  title: string;
  initial: string;
  /** The message to show under the input, or null when the value may be saved. */
  validate(value: string): string | null;
  /** Saves the value; a rejection keeps the editor open with what was typed. */
  save(value: string): Promise<void>;
  cancel(): void;
}

/** The in-cell editor: Enter or leaving saves after the column's check, Esc gives up. Nothing typed is lost on error. */
export function EditableCell({ title, initial, validate, save, cancel }: EditableCellProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // Enter and then leaving the input must not save twice.
  const saving = useRef(false);
  const commit = async () => {
    if (saving.current) return;
    if (value === initial) return cancel();
    const problem = validate(value);
    setError(problem);
    if (problem) return;
    saving.current = true;
    try {
      await save(value);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '保存失败');
    } finally {
      saving.current = false;
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void commit();
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
    }
  };
  return (
    <TextInput
      aria-label={`编辑${title}`}
      size="xs"
      autoFocus
      value={value}
      error={error}
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => void commit()}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
