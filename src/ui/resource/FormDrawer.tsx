import { Alert, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { markChanged } from '../dataVersion.ts';
import { usePageMemory } from '../pageMemory.ts';
import { forgetDraft, keepDraft, keptDraftFor, type KeptDraft } from './keptDraft.ts';
import { KeptOffer } from './KeptOffer.tsx';
import { message } from '../message.ts';
import { SideDrawer } from '../widgets/SideDrawer.tsx';

/** Drawers of forms are 560 wide; a second press on 保存 within 2 s is ignored. (docs/product.md#screen-patterns) */
export const FORM_DRAWER_WIDTH = 560;
export const SUBMIT_LOCK_MS = 2000;
export const UNSAVED_CLOSE = '内容尚未保存，确定关闭吗？';
export const SAVED = '保存成功';

export type FormValidators<V> = { [K in keyof V]?: (value: V[K], values: V) => string | null };

export interface FormDrawerProps<V extends Record<string, unknown>> {
  opened: boolean;
  title: string;
  /** What the form holds each time the drawer opens. */
  initialValues: V;
  /** Checked on blur and on submit; each answers its Chinese message or null. */
  validate?: FormValidators<V>;
  /** Saves. A rejection keeps the drawer open with what was typed, its message shown in the drawer. */
  onSubmit(values: V): Promise<unknown>;
  onClose(): void;
  /** After '保存成功' and the drawer closing (refresh the list here). */
  onSaved?(result: unknown): void;
  children(form: UseFormReturnType<V>): ReactNode;
  submitLabel?: string;
  width?: number;
  /** Why the form cannot be submitted now (shown beside the disabled submit button), or null. */
  submitBlocked?: string | null;
}

const problemText = (error: unknown) => (error instanceof Error && error.message ? error.message : '保存失败，请稍后重试');

interface DrawerFormProps<V extends Record<string, unknown>> extends FormDrawerProps<V> {
  /** Lets the drawer ask the form whether something was typed before closing. */
  dirtyCheckRef: { current: () => boolean };
  requestClose(): void;
  onSavingChange(saving: boolean): void;
  /** What was typed in this drawer before the page was reloaded (or the browser closed), offered back. */
  offer: KeptDraft | null;
  /** 放弃 on the offer: what was kept is forgotten. */
  onDiscard(): void;
}

/** The form inside the drawer: mounted on each opening, so it starts from the initial values. */
function DrawerForm<V extends Record<string, unknown>>(props: DrawerFormProps<V>) {
  const memory = usePageMemory();
  const form = useForm<V>({
    initialValues: props.initialValues,
    validate: props.validate as never,
    validateInputOnBlur: true,
    onValuesChange: (values) => keepDraft(memory, props.title, props.initialValues, values),
  });
  const [offer, setOffer] = useState(props.offer);
  const restore = () => {
    form.setValues({ ...props.initialValues, ...offer!.values } as Partial<V>);
    setOffer(null);
  };
  const discard = () => {
    setOffer(null);
    props.onDiscard();
  };
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const lockedUntil = useRef(0);
  const { dirtyCheckRef, onSavingChange } = props;
  useEffect(() => {
    dirtyCheckRef.current = () => form.isDirty();
  });
  useEffect(() => onSavingChange(saving), [saving, onSavingChange]);

  const submit = async (values: V) => {
    const now = Date.now();
    if (now < lockedUntil.current || props.submitBlocked) return;
    lockedUntil.current = now + SUBMIT_LOCK_MS;
    setSaving(true);
    setProblem(null);
    try {
      const result = await props.onSubmit(values);
      markChanged();
      message.success(SAVED);
      props.onClose();
      props.onSaved?.(result);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event: FormEvent<HTMLFormElement>) => form.onSubmit((values) => void submit(values))(event)} noValidate>
      <Stack gap="sm">
        {offer && <KeptOffer onRestore={restore} onDiscard={discard} />}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {props.children(form)}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={props.requestClose} disabled={saving}>
            取消
          </Button>
          {props.submitBlocked && (
            <Text size="sm" c="orange" id="form-drawer-blocked">
              {props.submitBlocked}
            </Text>
          )}
          <Button type="submit" loading={saving} disabled={!!props.submitBlocked} aria-describedby={props.submitBlocked ? 'form-drawer-blocked' : undefined}>
            {props.submitLabel ?? '保存'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A right-hand drawer holding one form, guarded against double submits and lost typing (docs/product.md#screen-patterns).
 * What is typed is kept with the page's session: a drawer left open with it when the page went (a reload, the
 * browser closed) opens again by itself, and any opening with the same values offers it back (docs/product.md#tabs).
 */
export function FormDrawer<V extends Record<string, unknown>>(props: FormDrawerProps<V>) {
  const memory = usePageMemory();
  const offer = keptDraftFor(memory, props.title, props.initialValues);
  // Only a drawer closed at mount opens by itself: the page's closed drawer is the one that was open, same values.
  const [reopened, setReopened] = useState(() => !props.opened && offer !== null);
  const opened = props.opened || reopened;
  const onClose = () => {
    forgetDraft(memory, props.title);
    setReopened(false);
    props.onClose();
  };
  const discard = () => {
    forgetDraft(memory, props.title);
    if (reopened) onClose();
  };
  const dirtyCheckRef = useRef(() => false);
  const saving = useRef(false);
  const onSavingChange = useCallback((value: boolean) => {
    saving.current = value;
  }, []);

  const requestClose = () => {
    if (saving.current) return;
    if (!dirtyCheckRef.current()) return onClose();
    modals.openConfirmModal({
      title: '请确认',
      centered: true,
      children: UNSAVED_CLOSE,
      labels: { confirm: '确定', cancel: '取消' },
      onConfirm: onClose,
    });
  };

  return (
    <SideDrawer
      opened={opened}
      onClose={requestClose}
      position="right"
      size={props.width ?? FORM_DRAWER_WIDTH}
      title={props.title}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {opened && (
        <DrawerForm {...props} onClose={onClose} offer={offer} onDiscard={discard} dirtyCheckRef={dirtyCheckRef} requestClose={requestClose} onSavingChange={onSavingChange} />
      )}
    </SideDrawer>
  );
}
