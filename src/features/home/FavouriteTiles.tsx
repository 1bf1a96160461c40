import { ActionIcon, Box, Button, Group, SimpleGrid, Skeleton, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { STARTER_SCREENS, type FavouriteScreen } from '../../contracts/palette.ts';
import { favourites, useFavourites } from '../../api/favourites.ts';
import { useRouteAccess } from '../../ui/permissions/routeAccessContext.ts';

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

function moved(list: FavouriteScreen[], from: number, to: number): FavouriteScreen[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * 常用功能: the account's favourite screens as tiles, kept by the server. Their order changes by dragging
 * a tile, or from its handle with the arrow keys.
 */
export function FavouriteTiles() {
  const list = useFavourites();
  const access = useRouteAccess();
  const dragged = useRef<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const handles = useRef<Array<HTMLButtonElement | null>>([]);

  if (list === null) return <Skeleton h={72} />;
  if (list.length === 0) {
    return (
      <>
        <Text size="xs" c="dimmed" mb="xs">
          在标签的右键菜单或搜索框（Ctrl+K）中将页面加入常用功能
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          {STARTER_SCREENS.filter(({ url }) => access(url) === 'open').map(({ title, url }) => (
            <Button key={url} component={Link} href={url} variant="light">
              {title}
            </Button>
          ))}
        </SimpleGrid>
      </>
    );
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || to === from) return;
    void favourites.sort(moved(list, from, to));
    setAnnounce(`“${list[from].title}”已移到第${to + 1}位`);
    requestAnimationFrame(() => handles.current[to]?.focus());
  };
  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!(event.key in KEY_STEPS)) return;
    event.preventDefault();
    move(index, index + KEY_STEPS[event.key]);
  };

  return (
    <>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" role="list" aria-label="常用功能">
        {list.map((favourite, index) => (
          <Box
            key={favourite.url}
            role="listitem"
            draggable
            onDragStart={(event) => {
              dragged.current = index;
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged.current !== null) move(dragged.current, index);
              dragged.current = null;
            }}
          >
            <Group gap={2} wrap="nowrap">
              <Tooltip label="拖动或用方向键调整顺序">
                <ActionIcon
                  ref={(element) => void (handles.current[index] = element)}
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`调整“${favourite.title}”的顺序，第${index + 1}位，共${list.length}位`}
                  onKeyDown={onHandleKey(index)}
                  style={{ cursor: 'grab' }}
                >
                  <IconGripVertical size={14} />
                </ActionIcon>
              </Tooltip>
              <Button component={Link} href={favourite.url} variant="light" fullWidth styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}>
                {favourite.title}
              </Button>
            </Group>
          </Box>
        ))}
      </SimpleGrid>
      <VisuallyHidden role="status" aria-live="polite">
        {announce}
      </VisuallyHidden>
    </>
  );
}
