import {
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Grid,
  HStack,
  Icon,
  IconButton,
  Link,
  Stack,
  Table,
  Text,
  useMediaQuery,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import {
  LuArrowDown,
  LuArrowUp,
  LuArrowUpDown,
  LuBell,
  LuCircleCheck,
  LuDownload,
  LuEye,
  LuFileUp,
  LuHistory,
  LuLock,
  LuPencil,
  LuTrash2,
  LuUndo2,
} from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatAmount, formatDate, formatDateTime, formatTime } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { ConfidentialityBadge, isConfidentiality } from './confidentiality-badge';
import { ReadFailure, ReadLoading, readStatus, type Read } from './read-status';
import { FileName } from './file-name';

/**
 * Spec 2.5's cell types, amounts of dirhams, unread counts ('unread': a badge when above 0) and a
 * document's confidentiality level ('confidentiality': PB, PA or PC, each its own badge);
 * 'text' (the default) shows the value as it is.
 */
export type CellType =
  | 'text'
  | 'date'
  | 'time'
  | 'datetime'
  | 'url'
  | 'customUrl'
  | 'clients'
  | 'client'
  | 'alerte'
  | 'confidential'
  | 'confidentiality'
  | 'amount'
  | 'unread'
  | 'fileName';

export type Column<Row> = {
  /** The row field the column shows and sorts by. */
  key: keyof Row & string;
  /** Already translated. */
  header: string;
  type?: CellType;
  sortable?: boolean;
  /** url, customUrl and fileName: where the cell links to. customUrl cells show the value's `label`. */
  to?: (row: Row) => string;
  /** The link opens in a new tab (a document's viewer). */
  newTab?: boolean;
  /** The cell as the screen lays it out (a sentence with values, each in its own `<bdi>`), instead of the type's. */
  render?: (row: Row) => ReactNode;
};

/**
 * Spec 2.5's action types (the spec's 'achive' is the Perform action), edit (opens a form), undo
 * (takes a Perform back), and a document's versions and new version.
 */
export type ActionType = 'edit' | 'delete' | 'view' | 'perform' | 'undo' | 'download' | 'versions' | 'newVersion';

export type RowAction<Row> = {
  type: ActionType;
  onClick?: (row: Row) => void;
  /** A link instead of a handler (view). */
  to?: (row: Row) => string;
  newTab?: boolean;
  /** e.g. Perform only while a deadline has no realisation date. */
  hidden?: (row: Row) => boolean;
};

type DataTableProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  actions?: readonly RowAction<Row>[];
  /** Spec 9: 10 by default; 5 for deadlines and users. */
  pageSize?: number;
  /** Shown when there are no rows (e.g. 'Aucun document!'), once `read` has answered. */
  emptyText?: string;
  /**
   * The read the rows come from (the SWR answer): until it answers the table says it is loading,
   * and a failed read says so; neither shows the empty text, which would mislead.
   */
  read?: Read;
  /** The loading text, when not the general 'Chargement…'. */
  loadingText?: string;
  caption?: string;
  rowKey?: (row: Row, index: number) => string;
  /** Server-paged lists: more rows exist than `rows` holds; `onLoadMore` fetches the next page. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /**
   * Where a row leads: a click anywhere on it (but on a link or a button of its own) opens it, in a
   * new tab with Ctrl or ⌘. From the keyboard and for screen readers a row is reached by its link:
   * give one of its columns the same `to` (a `url` cell).
   */
  rowTo?: (row: Row) => string;
  /**
   * Cards also on a wide screen when the table would not fit its box (the client's tables, in a
   * column of their page): its important cells stay in sight rather than past the box's edge.
   */
  cardsWhenCramped?: boolean;
};

/**
 * Below this width (Chakra's md breakpoint) a table is a list of cards, one a row, each showing its
 * columns' labels and values and its actions: a phone never scrolls sideways through a table.
 */
const NARROW_SCREEN = '(max-width: 47.99em)';

/**
 * Whether the rows show as cards: on a narrow screen, and (`whenCramped`) wherever the table would
 * be wider than its box, so that no cell or action hides past the box's edge. The width the table
 * needed is kept: it shows again once its box is that wide. `box` is the table's scrolling box, or
 * the cards' list.
 */
const useCards = (whenCramped: boolean, rows: unknown) => {
  const [narrow] = useMediaQuery([NARROW_SCREEN], { ssr: false });
  const [needed, setNeeded] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || narrow || !whenCramped) return;
    const fit = () => {
      if (needed === null && element.scrollWidth > element.clientWidth + 1) setNeeded(element.scrollWidth);
      else if (needed !== null && element.clientWidth >= needed) setNeeded(null);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [narrow, needed, rows, whenCramped]);
  return { cards: narrow || needed !== null, box };
};

/** What inside a row handles a click itself: the row does not open then. */
const OWN_CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]';

type Direction = 'ascending' | 'descending';
type Named = { nom?: unknown; prenom?: unknown };
type Labelled = { label?: unknown };

const ACTION_ICONS: Record<ActionType, IconType> = {
  edit: LuPencil,
  delete: LuTrash2,
  view: LuEye,
  perform: LuCircleCheck,
  undo: LuUndo2,
  download: LuDownload,
  versions: LuHistory,
  newVersion: LuFileUp,
};

/** Links that open in a new tab, as a document's viewer does. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
/** A finger's tap: 44 px (actions on a card). */
const TAP = { minWidth: '11', minHeight: '11' } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const fullName = (value: unknown) =>
  isObject(value) ? [(value as Named).nom, (value as Named).prenom].filter((part) => typeof part === 'string' && part).join(' ') : '';
const labelOf = (value: unknown) => (isObject(value) ? String((value as Labelled).label ?? '') : String(value ?? ''));

/** What a cell is compared by when its column is sorted. */
const sortValue = (value: unknown, type: CellType): string | number => {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'date':
    case 'datetime': {
      const time = new Date(String(value)).getTime();
      return Number.isNaN(time) ? String(value) : time;
    }
    case 'alerte':
    case 'confidential':
      return value ? 1 : 0;
    case 'customUrl':
      return labelOf(value);
    case 'client':
      return fullName(value);
    case 'clients':
      return Array.isArray(value) ? value.map(fullName).join(', ') : '';
    default:
      return typeof value === 'number' ? value : String(value);
  }
};

const compare = (a: string | number, b: string | number, locale: string) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), locale, { numeric: true });

/** Amounts line up on their last digit. */
const alignOf = (type: CellType = 'text') => (type === 'amount' ? 'end' : 'start');

type FlagIconProps = { icon: IconType; label: string; color: string };

/** A yes/no cell shown as an icon, named for screen readers. */
const FlagIcon = ({ icon, label, color }: FlagIconProps) => (
  <Box as="span" role="img" aria-label={label} title={label} display="inline-flex" color={color}>
    <Icon as={icon} aria-hidden />
  </Box>
);

type CellProps<Row> = { row: Row; column: Column<Row> };

/**
 * A value isolated from what surrounds it (decisions, "Mixed directions"): a reference, a name, a
 * portal's Arabic wording or a date keeps its own order in a French row, and an Arabic one.
 */
const isolated = (text: string) => <bdi>{text}</bdi>;

const Cell = <Row,>({ row, column }: CellProps<Row>) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const value = row[column.key] as unknown;
  const empty = value === null || value === undefined || value === '';
  if (column.render) return column.render(row);
  const link = (text: ReactNode) =>
    column.to ? (
      <Link asChild colorPalette="teal" color="colorPalette.fg">
        <RouterLink to={column.to(row)} {...(column.newTab ? NEW_TAB : {})}>
          {text}
        </RouterLink>
      </Link>
    ) : (
      text
    );
  switch (column.type ?? 'text') {
    case 'date':
      return empty ? null : isolated(formatDate(String(value), language));
    case 'time':
      return empty ? null : isolated(formatTime(String(value), language));
    case 'datetime':
      return empty ? null : isolated(formatDateTime(String(value), language));
    case 'url':
      return empty ? null : link(isolated(String(value)));
    case 'customUrl':
      return empty ? null : link(isolated(labelOf(value)));
    case 'client':
      return fullName(value) ? isolated(fullName(value)) : null;
    case 'clients':
      return Array.isArray(value)
        ? value.map((client, index) => (
            <Fragment key={index}>
              {index > 0 && ', '}
              {isolated(fullName(client))}
            </Fragment>
          ))
        : null;
    case 'alerte':
      return value ? <FlagIcon icon={LuBell} label={t('table.alert')} color="orange.500" /> : null;
    case 'confidential':
      return value ? <FlagIcon icon={LuLock} label={t('table.confidential')} color="fg.muted" /> : null;
    case 'confidentiality':
      return isConfidentiality(value) ? <ConfidentialityBadge level={value} /> : null;
    case 'amount':
      return empty ? null : isolated(formatAmount(Number(value), language));
    case 'unread':
      return Number(value) > 0 ? (
        // Relative, so that its hidden text stays inside the table's scrolling box (not widening the page).
        <Badge colorPalette="red" variant="solid" borderRadius="full" position="relative" data-testid="unread-badge">
          <span aria-hidden>{Number(value)}</span>
          <VisuallyHidden>{t('table.unread', { count: Number(value) })}</VisuallyHidden>
        </Badge>
      ) : null;
    case 'fileName':
      return empty ? null : link(<FileName>{String(value)}</FileName>);
    default:
      return empty ? null : isolated(String(value));
  }
};

/** Whether a row's cell shows anything: a card leaves out the columns a row has no value for. */
const hasContent = <Row,>(row: Row, column: Column<Row>) => {
  const value = row[column.key] as unknown;
  if (column.render) return true;
  if (column.type === 'unread') return Number(value) > 0;
  return !(value === null || value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0));
};

type ActionButtonProps<Row> = { row: Row; action: RowAction<Row>; tap?: boolean };

const ActionButton = <Row,>({ row, action, tap = false }: ActionButtonProps<Row>) => {
  const { t } = useTranslation();
  const label = t(`table.action.${action.type}`);
  const icon = <Icon as={ACTION_ICONS[action.type]} />;
  const props = {
    size: 'xs',
    variant: 'ghost',
    colorPalette: action.type === 'delete' ? 'red' : 'teal',
    'aria-label': label,
    title: label,
    ...(tap ? TAP : {}),
  } as const;
  if (action.to) {
    return (
      <IconButton asChild {...props}>
        <RouterLink to={action.to(row)} {...(action.newTab ? NEW_TAB : {})}>
          {icon}
        </RouterLink>
      </IconButton>
    );
  }
  return (
    <IconButton {...props} onClick={() => action.onClick?.(row)}>
      {icon}
    </IconButton>
  );
};

type RowActionsProps<Row> = { row: Row; actions: readonly RowAction<Row>[]; tap?: boolean };

/** A row's actions, but those hidden for it. */
const RowActions = <Row,>({ row, actions, tap }: RowActionsProps<Row>) => (
  <HStack gap="1" justify="flex-end" wrap="wrap">
    {actions
      .filter((action) => !action.hidden?.(row))
      .map((action) => (
        <ActionButton key={action.type} row={row} action={action} tap={tap} />
      ))}
  </HStack>
);

/**
 * Spec 2.5's table: click a header to sort (ascending, then descending), pages of `pageSize` rows
 * with 'n sur total' between Précédent and Suivant, typed cells and row actions. On a narrow
 * screen (or, if asked, where the table does not fit its box) the same rows and pages are cards.
 */
export const DataTable = <Row,>({
  columns,
  rows,
  actions = [],
  pageSize = 10,
  emptyText,
  read,
  loadingText,
  caption,
  rowKey,
  hasMore = false,
  onLoadMore,
  rowTo,
  cardsWhenCramped = false,
}: DataTableProps<Row>) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const [sort, setSort] = useState<{ key: string; direction: Direction } | null>(null);
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const column = sort && columns.find(({ key }) => key === sort.key);
    if (!sort || !column) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    const type = column.type ?? 'text';
    return [...rows].sort((a, b) => sign * compare(sortValue(a[column.key], type), sortValue(b[column.key], type), language));
  }, [columns, language, rows, sort]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pageCount);
  const visible = sorted.slice((current - 1) * pageSize, current * pageSize);
  const hasActions = actions.length > 0;
  const status = read ? readStatus(read) : 'ready';
  const { cards, box } = useCards(cardsWhenCramped, visible);

  // The last loaded page is on screen: fetch the next one so that Suivant can go on.
  useEffect(() => {
    if (hasMore && current >= pageCount) onLoadMore?.();
  }, [current, hasMore, onLoadMore, pageCount]);

  /** A click on a row (or its card) opens where it leads, unless it was on a control of its own or ended a selection of its text. */
  const openRow = (event: MouseEvent<HTMLElement>, to: string) => {
    if (event.defaultPrevented || (event.target as Element).closest(OWN_CONTROLS)) return;
    if (window.getSelection()?.toString()) return;
    if (event.ctrlKey || event.metaKey) window.open(to, '_blank', 'noopener');
    else navigate(to);
  };
  const rowLink = (row: Row) =>
    rowTo ? { cursor: 'pointer', onClick: (event: MouseEvent<HTMLElement>) => openRow(event, rowTo(row)) } : {};

  const handleSort = (key: string) => {
    setSort((previous) => ({ key, direction: previous?.key === key && previous.direction === 'ascending' ? 'descending' : 'ascending' }));
    setPage(1);
  };

  /** What shows instead of the rows: the read under way or failed, or no rows. */
  const notice =
    status === 'loading' ? (
      <ReadLoading text={loadingText} />
    ) : status === 'failed' ? (
      <ReadFailure error={read?.error} />
    ) : visible.length === 0 ? (
      <Text color="fg.muted" textAlign="center" paddingBlock="4">
        {emptyText ?? t('table.empty')}
      </Text>
    ) : null;

  return (
    <Box>
      {cards ? (
        <Stack ref={box} gap="3" data-testid="data-table" aria-busy={status === 'loading' || undefined}>
          {caption && <Text fontWeight="semibold">{caption}</Text>}
          {notice ?? (
            <Grid templateColumns="repeat(auto-fill, minmax(min(100%, 18rem), 1fr))" gap="3">
              {visible.map((row, index) => (
                <Card.Root key={rowKey ? rowKey(row, index) : index} size="sm" data-testid="data-table-card" {...rowLink(row)}>
                  <Card.Body gap="2">
                    <DataList.Root orientation="horizontal" size="sm" gap="2">
                      {columns
                        .filter((column) => hasContent(row, column))
                        .map((column) => (
                          // Label and value side by side, two fifths and three: a narrow card still reads.
                          <DataList.Item key={column.key} display="grid" gridTemplateColumns="minmax(0, 2fr) minmax(0, 3fr)" gap="2">
                            <DataList.ItemLabel minWidth="0">{column.header}</DataList.ItemLabel>
                            <DataList.ItemValue display="block" minWidth="0" overflowWrap="break-word">
                              <Cell row={row} column={column} />
                            </DataList.ItemValue>
                          </DataList.Item>
                        ))}
                    </DataList.Root>
                    {hasActions && <RowActions row={row} actions={actions} tap />}
                  </Card.Body>
                </Card.Root>
              ))}
            </Grid>
          )}
        </Stack>
      ) : (
        <Table.ScrollArea ref={box} borderWidth="1px" borderRadius="md" data-testid="data-table">
          <Table.Root size="sm" interactive>
            {caption && <Table.Caption>{caption}</Table.Caption>}
            <Table.Header>
              <Table.Row>
                {columns.map(({ key, header, type, sortable = true }) => {
                  const direction = sort?.key === key ? sort.direction : undefined;
                  const SortIcon = direction === 'ascending' ? LuArrowUp : direction === 'descending' ? LuArrowDown : LuArrowUpDown;
                  return (
                    <Table.ColumnHeader key={key} aria-sort={sortable ? (direction ?? 'none') : undefined} textAlign={alignOf(type)}>
                      {sortable ? (
                        // A long header wraps rather than widening its column.
                        <Button
                          variant="plain"
                          size="xs"
                          height="auto"
                          minHeight="6"
                          paddingInline="0"
                          whiteSpace="normal"
                          textAlign="start"
                          fontWeight="semibold"
                          onClick={() => handleSort(key)}
                          title={t('table.sortBy', { column: header })}
                        >
                          {header}
                          <Icon as={SortIcon} color={direction ? 'fg' : 'fg.subtle'} aria-hidden />
                        </Button>
                      ) : (
                        header
                      )}
                    </Table.ColumnHeader>
                  );
                })}
                {hasActions && <Table.ColumnHeader textAlign="end">{t('table.actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body aria-busy={status === 'loading' || undefined}>
              {notice ? (
                <Table.Row>
                  <Table.Cell colSpan={columns.length + (hasActions ? 1 : 0)}>{notice}</Table.Cell>
                </Table.Row>
              ) : (
                visible.map((row, index) => (
                  <Table.Row key={rowKey ? rowKey(row, index) : index} {...rowLink(row)}>
                    {columns.map((column) => (
                      <Table.Cell key={column.key} textAlign={alignOf(column.type)}>
                        <Cell row={row} column={column} />
                      </Table.Cell>
                    ))}
                    {hasActions && (
                      <Table.Cell textAlign="end">
                        <RowActions row={row} actions={actions} />
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {status === 'ready' && sorted.length > 0 && (pageCount > 1 || hasMore) && (
        <HStack as="nav" aria-label={t('table.pagination')} justify="flex-end" gap="3" marginTop="2">
          <Button size="sm" variant="outline" onClick={() => setPage(current - 1)} disabled={current <= 1}>
            {t('table.previous')}
          </Button>
          <Text fontSize="sm" aria-live="polite">
            {t('table.pageOf', { page: current, total: pageCount })}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setPage(current + 1)} disabled={current >= pageCount} data-testid="table-next">
            {t('table.next')}
          </Button>
        </HStack>
      )}
    </Box>
  );
};
