import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../api/errors';
import type { Page } from '../api/envelope';
import { MAX_PAGE_SIZE } from '../api/fields';
import type { ApiClient } from '../api/http';
import { linkLabel, type Link } from '../api/links';
import { qrTitle, type QrCode } from '../api/qr-codes';
import {
  SearchPickerField,
  type SearchPickerFieldProps,
} from '../components/form/search-picker-field';
import { useT } from '../components/i18n/use-t';
import { links } from './links';
import { qrCodes } from './qr-codes';
import { useApiClient } from './session';

/**
 * The form fields that choose one of the user's links or QR codes by searching: every page that
 * assigns something uses these (campaigns, channels), so a picker is written once.
 */

type FieldProps = Pick<SearchPickerFieldProps<unknown>, 'name' | 'label' | 'hint' | 'placeholder'>;

/**
 * The search text and the query it reads (the page before keeps showing while the next loads),
 * with what the picker shows of it: whether it is loading, or why it failed.
 */
const usePickerQuery = <T, K extends QueryKey>(
  options: (client: ApiClient, q: string) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
) => {
  const [q, setQ] = useState('');
  const query = useQuery({ ...options(useApiClient(), q), placeholderData: keepPreviousData });
  return {
    q,
    items: query.data?.items ?? [],
    onSearch: setQ,
    isLoading: query.isFetching,
    loadError: query.error ? describeError(query.error) : undefined,
  };
};

/** Ten matches per search keep each keystroke pause to one small request. */
const PICKER_LIMIT = 10;

/**
 * One of the user's links: the server searches (`q`), each pause in typing costs one request,
 * repeated searches come from the cache.
 */
export const LinkPickerField = (props: FieldProps) => {
  const t = useT();
  const {
    q: _q,
    items,
    ...search
  } = usePickerQuery((client, q) =>
    links.queries.list(client, { page: 1, limit: PICKER_LIMIT, q, order: 'date' }),
  );
  return (
    <SearchPickerField<Link>
      isRequired
      placeholder={t({ defaultMessage: 'Search by title, alias or destination' })}
      {...props}
      {...search}
      options={items}
      getKey={(link) => link.id}
      getLabel={linkLabel}
      getDescription={(link) => `${link.shorturl} → ${link.longurl}`}
      emptyMessage={(text) =>
        text
          ? t(
              {
                defaultMessage: 'No link matches “{text}”.',
                description: 'text: the search typed',
              },
              { text },
            )
          : t({ defaultMessage: 'You have no links yet. Create one on the Links page.' })
      }
    />
  );
};

/**
 * One of the user's QR codes. The API cannot search them, so the picker loads the newest page
 * of the largest size once (one request, cached) and filters it by name as the user types.
 */
export const QrPickerField = (props: FieldProps) => {
  const t = useT();
  const { q, items, ...search } = usePickerQuery((client) =>
    qrCodes.queries.list(client, { page: 1, limit: MAX_PAGE_SIZE }),
  );
  const needle = q.toLowerCase();
  return (
    <SearchPickerField<QrCode>
      isRequired
      placeholder={t({ defaultMessage: 'Search by name' })}
      {...props}
      {...search}
      options={
        needle
          ? items.filter((qr) => `${qr.name} ${qr.link}`.toLowerCase().includes(needle))
          : items
      }
      getKey={(qr) => qr.id}
      getLabel={qrTitle}
      getDescription={(qr) => qr.link}
      emptyMessage={(text) =>
        text
          ? t(
              {
                defaultMessage: 'No QR code matches “{text}”.',
                description: 'text: the search typed',
              },
              { text },
            )
          : t({ defaultMessage: 'You have no QR codes yet. Create one on the QR codes page.' })
      }
    />
  );
};
