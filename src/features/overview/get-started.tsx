import { Link } from 'react-router';
import { useT } from '../../components/i18n/use-t';
import { Card } from '../../components/layout/card';
import { ButtonLink } from '../../components/ui/button';
import { pressOnArrival } from '../../components/ui/page-targets';
import { defineMessage } from '../../lib/i18n';

/** The first three things a new account does, each on the page where it is done. */
const STEPS = [
  {
    label: defineMessage({ defaultMessage: 'Create a short link' }),
    why: defineMessage({
      defaultMessage: 'A short address that sends people to a longer one and counts every click.',
    }),
    to: '/links',
    state: pressOnArrival('create'),
  },
  {
    label: defineMessage({ defaultMessage: 'Design a QR code' }),
    why: defineMessage({
      defaultMessage:
        'For posters, flyers and packaging; a code through a short link counts its scans.',
    }),
    to: '/qr/new',
    state: undefined,
  },
  {
    label: defineMessage({ defaultMessage: 'Add a tracking pixel' }),
    why: defineMessage({
      defaultMessage: 'Tells Google, Meta and others about visits, so they count conversions.',
    }),
    to: '/pixels',
    state: pressOnArrival('create'),
  },
] as const;

/** What a running account does next, from the overview's header: each on the page where it is done. */
const NEXT_ACTIONS = [
  { label: defineMessage({ defaultMessage: 'Create link' }), to: '/links', state: STEPS[0].state },
  {
    label: defineMessage({ defaultMessage: 'Import links' }),
    to: '/links/import',
    state: undefined,
  },
  { label: defineMessage({ defaultMessage: 'Design a QR code' }), to: '/qr/new', state: undefined },
] as const;

/** The overview's next steps as buttons: the first one primary. */
export const NextActions = () => {
  const t = useT();
  return (
    <nav
      aria-label={t({ defaultMessage: 'Next steps' })}
      className="flex flex-wrap gap-2 print:hidden"
    >
      {NEXT_ACTIONS.map((action, index) => (
        <ButtonLink
          key={action.to}
          to={action.to}
          state={action.state}
          variant={index === 0 ? 'primary' : 'secondary'}
        >
          {t(action.label)}
        </ButtonLink>
      ))}
    </nav>
  );
};

/** What a new account sees on the overview instead of totals of zero. */
export const GetStarted = () => {
  const t = useT();
  return (
    <Card title={t({ defaultMessage: 'Get started' })} id="get-started">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t({
          defaultMessage:
            'Your account has no links or QR codes yet. Their clicks, scans and visitors show here once it does.',
        })}
      </p>
      <ol className="mt-4 space-y-3">
        {STEPS.map((step, index) => (
          <li key={step.to} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full border-2 border-brand-600 text-sm font-semibold text-brand-700 dark:border-brand-400 dark:text-brand-300"
            >
              {index + 1}
            </span>
            <div>
              <Link
                to={step.to}
                state={step.state}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
              >
                {t(step.label)}
              </Link>
              <p className="text-sm text-gray-700 dark:text-gray-300">{t(step.why)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
};
