import { Anchor, Card, Group, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageLoader } from '../PageLoader.tsx';
import { PrintButton } from '../widgets/PrintButton.tsx';
import { BackButton, LoadProblem } from './LoadProblem.tsx';
import { StatusTag } from './StatusTag.tsx';
import { useLoad } from './useLoad.ts';

/** What a detail screen's actions and sections can do. */
export interface DetailContext {
  /** Loads the item again (after an action changed it). */
  reload(): void;
  /** Moves the tab to another page; 返回 comes back here. */
  navigate(to: string): void;
}

export interface DetailFact<T> {
  label: string;
  value(item: T): ReactNode;
  /** Columns of the 3-column grid the fact takes. */
  span?: 1 | 2 | 3;
}

export interface DetailSection<T> {
  title: string;
  render(item: T, context: DetailContext): ReactNode;
}

export interface DetailScreenProps<T> {
  /** Given a signal that aborts when the page moves on (pass it to the call). */
  load(signal: AbortSignal): Promise<T>;
  /** Loads again when it changes (e.g. the id in the address). */
  loadKey: string;
  title(item: T): string;
  status?(item: T): string;
  facts?: readonly DetailFact<T>[];
  actions?(item: T, context: DetailContext): ReactNode;
  sections?: readonly DetailSection<T>[];
  /** Sections as tabs rather than stacked cards. */
  tabs?: boolean;
  /** A screen users print (an invoice, order, recharge or work order): 打印 beside its actions. */
  printable?: boolean;
}

/** The 3-column description grid of a header or section (label above value on a phone); one column in a drawer. */
export function DescriptionGrid<T>({ item, facts, oneColumn }: { item: T; facts: readonly DetailFact<T>[]; oneColumn?: boolean }) {
  return (
    <SimpleGrid cols={oneColumn ? 1 : { base: 1, sm: 3 }} spacing="xs" verticalSpacing={6}>
      {facts.map((fact) => (
        <Group key={fact.label} gap={6} wrap="nowrap" align="flex-start" style={{ gridColumn: fact.span ? `span ${fact.span}` : undefined }}>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {fact.label}：
          </Text>
          <Text size="sm" component="div" style={{ wordBreak: 'break-all' }}>
            {fact.value(item) ?? '—'}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}

export const RELATED_ROWS = 10;

export interface RelatedListProps<R> {
  rows: readonly R[];
  columns: readonly { title: string; render(row: R): ReactNode }[];
  /** 查看全部 leads here when the rows are more than shown. */
  moreHref?: string;
  empty?: string;
}

/** A related list inside a detail (P2): at most ten rows, 查看全部 to the full list. */
export function RelatedList<R>({ rows, columns, moreHref, empty = '暂无数据' }: RelatedListProps<R>) {
  const [, navigate] = useLocation();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.title}>{column.title}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, RELATED_ROWS).map((row, index) => (
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column.title}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {moreHref && (
        <Anchor component="button" type="button" size="sm" ta="right" onClick={() => navigate(moreHref)}>
          查看全部
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * The generic detail screen (docs/product.md#screen-patterns): a header card with title, status tag, key facts and the
 * actions the item's state and the user's permissions allow, over section cards or tabs.
 */
export function DetailScreen<T>(props: DetailScreenProps<T>) {
  const [, navigate] = useLocation();
  const [loaded, reload] = useLoad(props.load, props.loadKey);
  const context: DetailContext = { reload, navigate: (to) => navigate(to) };

  if (loaded.state === 'loading') return <PageLoader />;
  if (loaded.state === 'failed') return <LoadProblem problem={loaded.problem} onRetry={reload} />;

  const item = loaded.value;
  const sections = props.sections ?? [];
  return (
    <Stack p="md" gap="sm">
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <BackButton />
              <Title order={3}>{props.title(item)}</Title>
              {props.status && <StatusTag status={props.status(item)} />}
            </Group>
            {(props.actions || props.printable) && (
              <Group gap="xs">
                {props.actions?.(item, context)}
                {props.printable && <PrintButton />}
              </Group>
            )}
          </Group>
          {props.facts && <DescriptionGrid item={item} facts={props.facts} />}
        </Stack>
      </Card>
      {props.tabs && sections.length > 0 ? (
        <Tabs defaultValue={sections[0].title} keepMounted={false}>
          <Tabs.List>
            {sections.map((section) => (
              <Tabs.Tab key={section.title} value={section.title}>
                {section.title}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map((section) => (
            <Tabs.Panel key={section.title} value={section.title} pt="sm">
              {section.render(item, context)}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        sections.map((section) => (
          <Card key={section.title} withBorder padding="md">
            <Title order={5} mb="sm">
              {section.title}
            </Title>
            {section.render(item, context)}
          </Card>
        ))
      )}
    </Stack>
  );
}
