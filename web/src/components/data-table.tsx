import { Badge, Box, Button, HStack, Icon, IconButton, Link, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
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
  /** url and customUrl: where the cell links to. customUrl cells show the value's `label`. */
  to?: (row: Row) => string;
  /** The cell as the screen lays it out (a sentence with values, each in its own `<bdi>`), instead of the type's. */
  render?: (row: Row) => ReactNode;
};

/** Spec 2.5's action types (the spec's 'achive' is the Perform action), edit (opens a form) and undo (takes a Perform back). */
export type ActionType = 'edit' | 'delete' | 'view' | 'perform' | 'undo' | 'download';

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
};

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
        <RouterLink to={column.to(row)}>{text}</RouterLink>
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
      return empty ? null : <FileName>{String(value)}</FileName>;
    default:
      return empty ? null : isolated(String(value));
  }
};

type ActionButtonProps<Row> = { row: Row; action: RowAction<Row> };

const ActionButton = <Row,>({ row, action }: ActionButtonProps<Row>) => {
  const { t } = useTranslation();
  const label = t(`table.action.${action.type}`);
  const icon = <Icon as={ACTION_ICONS[action.type]} />;
  const palette = action.type === 'delete' ? 'red' : 'teal';
  if (action.to) {
    return (
      <IconButton asChild size="xs" variant="ghost" colorPalette={palette} aria-label={label} title={label}>
        <RouterLink to={action.to(row)} {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {icon}
        </RouterLink>
      </IconButton>
    );
  }
  return (
    <IconButton size="xs" variant="ghost" colorPalette={palette} aria-label={label} title={label} onClick={() => action.onClick?.(row)}>
      {icon}
    </IconButton>
  );
};

/**
 * Spec 2.5's table: click a header to sort (ascending, then descending), pages of `pageSize` rows
 * with 'n sur total' between Précédent and Suivant, typed cells and row actions.
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

  // The last loaded page is on screen: fetch the next one so that Suivant can go on.
  useEffect(() => {
    if (hasMore && current >= pageCount) onLoadMore?.();
  }, [current, hasMore, onLoadMore, pageCount]);

  /** A click on a row opens where it leads, unless it was on a control of its own or ended a selection of its text. */
  const openRow = (event: MouseEvent<HTMLTableRowElement>, to: string) => {
    if (event.defaultPrevented || (event.target as Element).closest(OWN_CONTROLS)) return;
    if (window.getSelection()?.toString()) return;
    if (event.ctrlKey || event.metaKey) window.open(to, '_blank', 'noopener');
    else navigate(to);
  };

  const handleSort = (key: string) => {
    setSort((previous) => ({ key, direction: previous?.key === key && previous.direction === 'ascending' ? 'descending' : 'ascending' }));
    setPage(1);
  };

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
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
                      <Button
                        variant="plain"
                        size="xs"
                        paddingInline="0"
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
            {status !== 'ready' ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length + (hasActions ? 1 : 0)}>
                  {status === 'loading' ? <ReadLoading text={loadingText} /> : <ReadFailure error={read?.error} />}
                </Table.Cell>
              </Table.Row>
            ) : visible.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length + (hasActions ? 1 : 0)}>
                  <Text color="fg.muted" textAlign="center" paddingBlock="4">
                    {emptyText ?? t('table.empty')}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              visible.map((row, index) => (
                <Table.Row
                  key={rowKey ? rowKey(row, index) : index}
                  {...(rowTo ? { cursor: 'pointer', onClick: (event: MouseEvent<HTMLTableRowElement>) => openRow(event, rowTo(row)) } : {})}
                >
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={alignOf(column.type)}>
                      <Cell row={row} column={column} />
                    </Table.Cell>
                  ))}
                  {hasActions && (
                    <Table.Cell textAlign="end">
                      <HStack gap="1" justify="flex-end">
                        {actions
                          .filter((action) => !action.hidden?.(row))
                          .map((action) => (
                            <ActionButton key={action.type} row={row} action={action} />
                          ))}
                      </HStack>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {status === 'ready' && sorted.length > 0 && (
        <HStack as="nav" aria-label={t('table.pagination')} justify="flex-end" gap="3" marginTop="2">
          <Button size="sm" variant="outline" onClick={() => setPage(current - 1)} disabled={current <= 1}>
            {t('table.previous')}
          </Button>
          <Text fontSize="sm" aria-live="polite">
            {t('table.pageOf', { page: current, total: pageCount })}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setPage(current + 1)} disabled={current >= pageCount}>
            {t('table.next')}
          </Button>
        </HStack>
      )}
    </Box>
  );
};
