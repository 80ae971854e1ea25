import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
// The parts by name: `Command` also carries Command.Dialog, which would bundle Radix's dialog.
import {
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
  CommandRoot,
} from 'cmdk';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '../../api/errors';
import type { Link } from '../../api/links';
import { useT } from '../../components/i18n/use-t';
import { Spinner } from '../../components/ui/button';
import { pressOnArrival } from '../../components/ui/page-targets';
import { linkLabel } from '../../api/links';
import { defineMessage, type Message } from '../../lib/i18n';
import { links as linkResource } from '../../resources/links';
import { useAccountScope, useApiClient } from '../../resources/session';
import {
  LINK_SEARCH_DELAY_MS,
  matchesSearch,
  MIN_LINK_SEARCH,
  type PaletteAction,
} from './palette-items';

/** A page the palette can go to (the shell's navigation). */
export interface PaletteDestination {
  to: string;
  label: Message;
}
import { findKeptItems } from './kept-items';
import { readRecent, rememberRecent, type RecentItem } from './recent-items';

export interface CommandPaletteProps {
  nav: readonly PaletteDestination[];
  actions: readonly PaletteAction[];
  onClose: () => void;
}

const LINK_RESULTS = 8;

/** A link picked is opened: its statistics page. */
const linkPath = (link: Link) => `/links/${link.id}/stats`;

const KIND_WORDS: Record<RecentItem['kind'], Message> = {
  page: defineMessage({
    defaultMessage: 'Page',
    description: 'the kind of a recent search result',
  }),
  link: defineMessage({
    defaultMessage: 'Link',
    description: 'the kind of a recent search result',
  }),
  qr: defineMessage({
    defaultMessage: 'QR code',
    description: 'the kind of a recent search result',
  }),
  campaign: defineMessage({
    defaultMessage: 'Campaign',
    description: 'the kind of a recent search result',
  }),
  channel: defineMessage({
    defaultMessage: 'Channel',
    description: 'the kind of a recent search result',
  }),
};

/** One search request per pause in typing, and none for fewer than two characters. */
const useLinkSearch = (search: string) => {
  const client = useApiClient();
  const [q, setQ] = useState('');
  useEffect(() => {
    const next = search.trim();
    const timer = setTimeout(
      () => setQ(next.length >= MIN_LINK_SEARCH ? next : ''),
      LINK_SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search]);
  const query = useQuery({
    ...linkResource.queries.list(client, { page: 1, limit: LINK_RESULTS, q, order: 'date' }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    // Behind the page's own requests in the API queue: a palette search can wait a moment.
    meta: { priority: 'prefetch' },
  });
  return { q, query };
};

const itemClass =
  'flex cursor-pointer flex-col rounded-md px-3 py-2 text-sm data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-900 dark:data-[selected=true]:bg-brand-950 dark:data-[selected=true]:text-brand-100';

const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-gray-700 dark:[&_[cmdk-group-heading]]:text-gray-300';

const Item = ({
  value,
  onSelect,
  children,
}: {
  value: string;
  onSelect: () => void;
  children: ReactNode;
}) => (
  <CommandItem value={value} onSelect={onSelect} className={itemClass}>
    {children}
  </CommandItem>
);

/**
 * Ctrl/Cmd+K: go to any page, find a link through the API's search, reopen a recent item, or
 * start creating something. The shell loads this module on the first Ctrl/Cmd+K (cmdk:
 * docs/decisions/0012-command-palette-and-shortcuts.md) and shows it in the native dialog.
 */
export const CommandPalette = ({ nav, actions: allActions, onClose }: CommandPaletteProps) => {
  const t = useT();
  const accountScope = useAccountScope();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [recent] = useState(() => readRecent(accountScope));
  const { q, query } = useLinkSearch(search);

  const open = (item: RecentItem) => {
    rememberRecent(accountScope, item);
    onClose();
    void navigate(item.to);
  };
  const act = (action: PaletteAction) => {
    onClose();
    void navigate(action.to, { state: action.presses && pressOnArrival(action.presses) });
  };

  const text = search.trim();
  // Searched and shown in the language shown now (a recent page too: it keeps only its path).
  const pages = nav
    .map((entry) => ({ to: entry.to, label: t(entry.label) }))
    .filter((entry) => matchesSearch(entry.label, text));
  const actions = allActions
    .map((action) => ({ action, label: t(action.label) }))
    .filter(({ label }) => matchesSearch(label, text));
  const pageLabel = (to: string) => nav.find((entry) => entry.to === to)?.label;
  const recentShown = recent
    .map((item) => {
      const label = item.kind === 'page' ? pageLabel(item.to) : undefined;
      return label ? { ...item, label: t(label) } : item;
    })
    .filter((item) => matchesSearch(item.label, text));
  const kept = findKeptItems(queryClient, text);
  const isSearchingLinks = text.length >= MIN_LINK_SEARCH;
  const links = isSearchingLinks && q !== '' ? (query.data?.items ?? []) : [];
  const isLoadingLinks = isSearchingLinks && (q !== text || query.isFetching);

  return (
    <CommandRoot
      label={t({
        defaultMessage: 'Search pages, links, QR codes, campaigns, channels and actions',
      })}
      shouldFilter={false}
      vimBindings={false}
      loop
    >
      <CommandInput
        value={search}
        onValueChange={setSearch}
        placeholder={t({ defaultMessage: 'Type a page, a link or an action' })}
        className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm dark:border-gray-700 dark:bg-gray-950"
      />
      <CommandList
        label={t({ defaultMessage: 'Results', description: 'the list of search results' })}
        className="mt-2 max-h-[min(60dvh,24rem)] overflow-y-auto overscroll-contain"
      >
        {isLoadingLinks && (
          <CommandLoading label={t({ defaultMessage: 'Searching links' })}>
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-gray-700 dark:text-gray-300">
              <Spinner /> {t({ defaultMessage: 'Searching links…' })}
            </p>
          </CommandLoading>
        )}
        {!isLoadingLinks && (
          <CommandEmpty className="px-3 py-2 text-sm text-gray-700 dark:text-gray-300">
            {t(
              {
                defaultMessage: 'Nothing matches “{search}”.',
                description: 'search: what the person typed',
              },
              { search: text },
            )}
          </CommandEmpty>
        )}
        {recentShown.length > 0 && (
          <CommandGroup
            heading={t({
              defaultMessage: 'Recent',
              description: 'a group of search results opened recently',
            })}
            className={groupClass}
          >
            {recentShown.map((item) => (
              <Item key={item.to} value={`recent ${item.to}`} onSelect={() => open(item)}>
                {item.label}
                <span className="text-xs text-gray-600 dark:text-gray-400">
                  {t(KIND_WORDS[item.kind])}
                </span>
              </Item>
            ))}
          </CommandGroup>
        )}
        {links.length > 0 && (
          <CommandGroup
            heading={t({ defaultMessage: 'Links', description: 'a group of search results' })}
            className={groupClass}
          >
            {links.map((link) => (
              <Item
                key={link.id}
                value={`link ${link.id}`}
                onSelect={() => open({ kind: 'link', label: linkLabel(link), to: linkPath(link) })}
              >
                {linkLabel(link)}
                <span className="text-xs break-all text-gray-600 dark:text-gray-400">
                  {link.shorturl} → {link.longurl}
                </span>
              </Item>
            ))}
          </CommandGroup>
        )}
        {kept.map(({ kind, heading, items }) => (
          <CommandGroup key={kind} heading={t(heading)} className={groupClass}>
            {items.map((item) => (
              <Item key={item.to} value={`${item.kind} ${item.to}`} onSelect={() => open(item)}>
                {item.label}
              </Item>
            ))}
          </CommandGroup>
        ))}
        {query.error && isSearchingLinks && (
          <p role="alert" className="px-3 py-2 text-sm text-red-700 dark:text-red-300">
            {describeError(query.error)}
          </p>
        )}
        {pages.length > 0 && (
          <CommandGroup
            heading={t({ defaultMessage: 'Go to', description: 'a group of pages to go to' })}
            className={groupClass}
          >
            {pages.map((entry) => (
              <Item
                key={entry.to}
                value={`page ${entry.to}`}
                onSelect={() => open({ kind: 'page', label: entry.label, to: entry.to })}
              >
                {entry.label}
              </Item>
            ))}
          </CommandGroup>
        )}
        {actions.length > 0 && (
          <CommandGroup
            heading={t({ defaultMessage: 'Actions', description: 'a group of things to do' })}
            className={groupClass}
          >
            {actions.map(({ action, label }) => (
              <Item key={label} value={`action ${label}`} onSelect={() => act(action)}>
                {label}
              </Item>
            ))}
          </CommandGroup>
        )}
      </CommandList>
    </CommandRoot>
  );
};
