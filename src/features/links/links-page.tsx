import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { defineMessage } from '../../lib/i18n';
import { hrefWith, withChanges } from '../../lib/url-state';
import { linkLabel, type Link } from '../../api/links';
import { ListPage } from '../../components/crud/list-page';
import { useResourceDialogs } from '../../components/crud/use-resource-dialogs';
import { inputClass } from '../../components/form/field-shell';
import { ButtonLink, Spinner } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { lazyWithPreload } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { copyableColumns } from '../../components/ui/copy-columns';
import { ActionFace } from '../../components/ui/row-menu';
import { actionsColumn } from '../../components/ui/table';
import { qrFromLinkPath } from '../../lib/safe-url';
import { preloadStatChart } from '../../components/stats/lazy-stat-chart';
import { useT } from '../../components/i18n/use-t';
import { useApiClient } from '../../resources/session';
import { useMutationsOf } from '../../resources/define-resource';
import { useExportButton } from '../../resources/export';
import { links, readCampaignFilter, readLinkListParams } from '../../resources/links';
import { usePrefetchOnIntent } from '../../resources/prefetch';
import { CampaignMembershipNote } from '../../resources/campaign-membership';
import { useLinksBulk } from './links-bulk';
import {
  filterByKnownOptions,
  LinkBadges,
  LinkOptionFilterSelect,
  readLinkOptionFilter,
  useKnownLinkOptions,
} from './link-badges';
import {
  CampaignFilterNote,
  CampaignFilterSelect,
  LinkCampaignCell,
  useLinkCampaigns,
} from './link-campaign-filter';
import { LINK_WORDS } from './link-words';
import { LIST_SELECT } from '../../components/ui/address-select';
import { ChangeLink } from '../../components/ui/change-action';

const LinkForm = lazyWithPreload(async () => (await import('./link-form')).LinkForm);

const STATISTICS = defineMessage({
  defaultMessage: 'Statistics',
  description: 'button: opens the statistics page',
});
const QR_CODE = defineMessage({
  defaultMessage: 'QR code',
  description: 'button: makes a QR code of the link',
});
const BARS = 'M2.5 11h3.5v7H2.5zM8.25 6h3.5v12h-3.5zM14 2h3.5v16H14z';
// A QR code's three corners and a few modules: each inner square runs the other way, a hole.
const QR =
  'M2 2h7v7H2zM4 4v3h3V4zM11 2h7v7h-7zM13 4v3h3V4zM2 11h7v7H2zM4 13v3h3v-3zM11 11h3v3h-3zM15 14h3v4h-3zM11 15h3v3h-3z';

const DELETE_LINK_BODY = defineMessage({
  defaultMessage:
    '{shortUrl} stops working and its click statistics are deleted. It is also taken out of its campaign and channels.',
  description: 'shortUrl: the short link being deleted',
});

/** One request per pause in typing, not one per key: the API budget is 30 a minute. */
const SEARCH_DELAY_MS = 400;

const NO_LINK_MATCHES = defineMessage({
  defaultMessage: 'No link matches “{search}”',
  description: 'search: what was typed',
});

/** Campaign membership is known per device (the API does not say which links a campaign has). */
const NO_LINK_OF_CAMPAIGN = defineMessage({
  defaultMessage: 'No link of {campaign} is known on this device',
  description: 'campaign: the name of a campaign',
});

const ORDER_LABELS = {
  date: defineMessage({ defaultMessage: 'Newest first', description: 'an order of the links' }),
  click: defineMessage({ defaultMessage: 'Most clicks', description: 'an order of the links' }),
} as const;

/** The search box and order select; both live in the URL so a search can be shared or reloaded. */
const LinkFilters = ({
  q,
  order,
  campaignChoice,
}: {
  q: string;
  order: keyof typeof ORDER_LABELS;
  /** The campaign choice, between the search and the order. */
  campaignChoice: ReactNode;
}) => {
  const t = useT();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const searchId = useId();
  const orderId = useId();
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // Back/forward changed the search: show it (unless it is what the user is typing anyway).
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }

  const applySearch = (value: string) =>
    setSearchParams((current) => withChanges(current, { q: value || null, page: null }), {
      replace: true,
    });

  useEffect(() => {
    const value = text.trim();
    if (value === q) return;
    const timer = setTimeout(() => applySearch(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const isLoading = navigation.state === 'loading';
  // While the rows asked for wait, the select shows what was chosen, not the order on screen.
  const wantedOrder = isLoading
    ? readLinkListParams(new URLSearchParams(navigation.location.search)).order
    : order;

  return (
    <form
      role="search"
      aria-label={t({ defaultMessage: 'Links', description: 'the search form of the links list' })}
      className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        applySearch(text.trim());
      }}
    >
      <div className="min-w-60 flex-1 space-y-1">
        <label htmlFor={searchId} className="block text-sm font-medium">
          {t({ defaultMessage: 'Search links' })}
        </label>
        <div className="relative">
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t({ defaultMessage: 'Title, alias, destination or description' })}
            spellCheck={false}
            className={`${inputClass} pe-9`}
          />
          {isLoading && (
            <span className="absolute inset-y-0 end-3 flex items-center text-gray-500">
              <Spinner />
            </span>
          )}
        </div>
      </div>
      {/* On a phone the two choices share a line when their words fit, so the first link shows
      sooner; longer words (French, German) wrap them onto two. */}
      <div className="flex flex-wrap items-end gap-3 sm:contents [&>*]:flex-auto">
        {campaignChoice}
        <div className="min-w-0 space-y-1">
          <label htmlFor={orderId} className="block text-sm font-medium">
            {t({ defaultMessage: 'Sort by' })}
          </label>
          <select
            id={orderId}
            value={wantedOrder}
            onChange={(event) =>
              setSearchParams((current) =>
                withChanges(current, {
                  order: event.target.value === 'date' ? null : event.target.value,
                  page: null,
                }),
              )
            }
            className={`${inputClass} ${LIST_SELECT}`}
          >
            {Object.entries(ORDER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="sr-only">
        {isLoading
          ? wantedOrder !== order
            ? t(
                {
                  defaultMessage:
                    '{order, select, click {Sorting by most clicks…} other {Sorting by newest first…}}',
                  description: 'order: the order the list is changing to',
                },
                { order: wantedOrder },
              )
            : t({ defaultMessage: 'Searching…' })
          : ''}
      </p>
    </form>
  );
};

export const LinksPage = () => {
  const t = useT();
  const client = useApiClient();
  const [searchParams] = useSearchParams();
  const params = readLinkListParams(searchParams);
  const { page, q } = params;
  const query = useSuspenseQuery(links.queries.list(client, params));
  const known = useKnownLinkOptions(query.data.items);
  const optionFilter = readLinkOptionFilter(searchParams);
  const campaignFilter = readCampaignFilter(searchParams);
  const linkCampaigns = useLinkCampaigns(campaignFilter, query.data.items);
  const items = linkCampaigns.keep(filterByKnownOptions(query.data.items, known, optionFilter));
  // A campaign's links are found among the largest page read: the count is what is shown.
  const data = { ...query.data, items, ...(campaignFilter !== null && { total: items.length }) };
  const bulk = useLinksBulk(data.items);
  const intent = usePrefetchOnIntent();
  const exportButton = useExportButton();
  // The page's data and its chart chunk, so numbers and charts appear at once.
  const prefetchStats = (link: Link) =>
    intent((client, prefetch) => {
      preloadStatChart();
      prefetch(links.queries.detail(client, link.id));
    });
  const crud = useResourceDialogs({
    mutations: useMutationsOf(links.mutations),
    Form: LinkForm,
    rows: data.items,
    create: {
      title: t(LINK_WORDS.createShortLink),
      size: 'xl',
      done: (_input, saved) =>
        t({ defaultMessage: 'Short link {shortUrl} created.' }, { shortUrl: saved.shorturl }),
      doneAction: (saved) =>
        saved.shorturl && (
          <CopyButton
            value={saved.shorturl}
            label={t(
              { defaultMessage: 'Copy {shortUrl}', description: 'shortUrl: the new short link' },
              { shortUrl: saved.shorturl },
            )}
          />
        ),
      form: (props) => <LinkForm mode="create" {...props} />,
    },
    edit: {
      title: t(LINK_WORDS.editLink),
      size: 'xl',
      done: (_input, saved, link) =>
        t(
          { defaultMessage: 'Link {name} saved.', description: 'name: its short URL or title' },
          { name: saved.shorturl || linkLabel(link) },
        ),
      form: ({ item, ...props }) => <LinkForm mode="edit" link={item} {...props} />,
    },
    remove: {
      title: t({ defaultMessage: 'Delete this link?' }),
      confirmLabel: t({ defaultMessage: 'Delete link' }),
      done: (link: Link) =>
        t(
          { defaultMessage: 'Link {name} deleted.', description: 'name: its title or short URL' },
          { name: linkLabel(link) },
        ),
      body: (link) => t(DELETE_LINK_BODY, { shortUrl: link.shorturl }),
    },
  });

  const columns = copyableColumns(links.fields, [
    {
      header: t({ defaultMessage: 'Link', description: 'column header of the links list' }),
      cell: (link) => (
        <div className="min-w-40">
          <p className="font-medium break-words">{link.title || link.alias}</p>
          {/* A phone's card leaves it out: the short URL on the next line ends with it. */}
          {link.title && link.alias && (
            <p className="text-xs break-all text-gray-600 max-sm:hidden dark:text-gray-400">
              {link.alias}
            </p>
          )}
          <LinkBadges known={known.get(link.id)} />
          <LinkCampaignCell link={link} campaigns={linkCampaigns} />
        </div>
      ),
    },
    'shorturl',
    'longurl',
    'clicks',
    'date',
    actionsColumn((link) =>
      crud.rowActions(
        link,
        linkLabel(link),
        <>
          <ButtonLink
            size="sm"
            to={`/links/${link.id}/stats`}
            aria-label={t(
              { defaultMessage: 'Statistics of {name}', description: 'name: a link or QR code' },
              { name: linkLabel(link) },
            )}
            title={t(STATISTICS)}
            {...prefetchStats(link)}
          >
            <ActionFace icon={BARS} word={t(STATISTICS)} />
          </ButtonLink>
          {link.shorturl && (
            <ChangeLink
              size="sm"
              to={qrFromLinkPath(link.shorturl, linkLabel(link))}
              aria-label={t(
                { defaultMessage: 'QR code for {name}', description: 'name: the link' },
                { name: linkLabel(link) },
              )}
              title={t(QR_CODE)}
            >
              <ActionFace icon={QR} word={t(QR_CODE)} />
            </ChangeLink>
          )}
        </>,
      ),
    ),
  ]);

  const hasFilters = q !== '' || optionFilter !== null || campaignFilter !== null;
  const campaignNameShown = campaignFilter === null ? '' : linkCampaigns.nameOf(campaignFilter);

  return (
    <ListPage
      query={{ ...query, data }}
      title={t({ defaultMessage: 'Links', description: 'the title of the links page' })}
      // A phone gives its height to the links: the sentence is for screen readers there.
      description={
        <span className="max-sm:sr-only">
          {t({
            defaultMessage:
              'Your short links: search them, copy a short URL, change where it goes.',
          })}
        </span>
      }
      actions={
        <>
          {exportButton('links')}
          <ChangeLink to="/links/import">
            {t({ defaultMessage: 'Import', description: 'button: opens the import of links' })}
          </ChangeLink>
          {crud.createButton(t(LINK_WORDS.createLink))}
        </>
      }
      above={
        <>
          {(data.items.length > 0 || hasFilters || page > 1) && (
            <LinkFilters
              q={q}
              order={params.order}
              campaignChoice={
                <CampaignFilterSelect filter={campaignFilter} campaigns={linkCampaigns} />
              }
            />
          )}
          {campaignFilter !== null && (
            <>
              <CampaignFilterNote name={campaignNameShown} shown={items.length} />
              <CampaignMembershipNote membership={linkCampaigns.membership} />
            </>
          )}
          <LinkOptionFilterSelect filter={optionFilter} isKnown={known.size > 0} />
          {bulk.outcome}
          {bulk.bar}
        </>
      }
      caption={
        q
          ? t(
              {
                defaultMessage: 'Links matching “{search}”',
                description: 'the caption of the list; search: what was typed',
              },
              { search: q },
            )
          : t({ defaultMessage: 'Links', description: 'the caption of the links list' })
      }
      columns={[bulk.column, ...columns]}
      noun="links"
      empty={
        campaignFilter !== null && q === '' && optionFilter === null ? (
          <EmptyState
            title={t(NO_LINK_OF_CAMPAIGN, { campaign: campaignNameShown })}
            action={
              <ButtonLink
                to={hrefWith(searchParams, { campaign: null, page: null })}
                variant="primary"
              >
                {t(LINK_WORDS.showAllCampaigns)}
              </ButtonLink>
            }
          >
            <p>
              {t({
                defaultMessage:
                  'Assign links to it on Campaigns, or choose it in a link’s editor: this device then knows they are in it.',
              })}
            </p>
          </EmptyState>
        ) : hasFilters ? (
          <EmptyState
            title={t(NO_LINK_MATCHES, { search: q })}
            action={
              <ButtonLink to={clearSearchQuery(searchParams)} variant="primary">
                {t({ defaultMessage: 'Clear the search' })}
              </ButtonLink>
            }
          >
            <p>
              {t({
                defaultMessage:
                  'Search looks in titles, aliases, destinations and descriptions. Try fewer words.',
              })}
            </p>
          </EmptyState>
        ) : (
          <EmptyState
            title={t({ defaultMessage: 'No links yet' })}
            action={
              <>
                {crud.createButton(t({ defaultMessage: 'Create your first link' }))}
                <ChangeLink to="/links/import">
                  {t({ defaultMessage: 'Import links from a CSV file' })}
                </ChangeLink>
              </>
            }
          >
            <p>
              {t({
                defaultMessage:
                  'A short link is a short address, like go.example.com/spring, that sends people to a longer one and counts the clicks. Create one to share it, or bring the links you have.',
              })}
            </p>
          </EmptyState>
        )
      }
    >
      {crud.dialogs}
    </ListPage>
  );
};

/** The same list without the search (the order and page size stay). */
const clearSearchQuery = (searchParams: URLSearchParams) =>
  hrefWith(searchParams, { q: null, page: null });
