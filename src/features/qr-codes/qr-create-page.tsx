import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../components/feedback/toast';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/ui/button';
import { readQrFromLink } from '../../lib/safe-url';
import { useResourceMutation } from '../../resources/define-resource';
import { qrCodes } from '../../resources/qr-codes';
import { useAccountScope } from '../../resources/session';
import { QrDesigner } from './qr-form';
import { toQrCreateInput } from './qr-form-input';
import { designOf, rememberQrDesign } from '../../resources/qr-designs';
import { CREATE_QR_CODE, emptyQrFormValues } from './qr-form-model';
import { useT } from '../../components/i18n/use-t';

/** What a code made from a link is, and where its scans are counted: said before it is made. */
const FromLinkNote = ({ link, name }: { link: string; name: string }) => {
  const t = useT();
  return (
    <div
      role="note"
      aria-label={t({ defaultMessage: 'How this code is counted' })}
      className="mb-6 max-w-prose rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-gray-800 dark:border-brand-800 dark:bg-gray-900 dark:text-gray-200"
    >
      <p>
        <strong>
          {t(
            { defaultMessage: 'This makes a Text code that holds the short link {link} itself.' },
            { link },
          )}
        </strong>{' '}
        {t(
          {
            defaultMessage:
              "A phone that scans it opens the short link directly, so each scan is counted once, as a click of {named, select, true {“{name}”} other {that link}} on its statistics page; the code has no scan count of its own, and the link's options (password, targeting, expiry) still apply.",
            description: 'name: the link’s name',
          },
          { named: String(name !== ''), name },
        )}
      </p>
      <p className="mt-2">
        {t({
          defaultMessage:
            'For a code with its own scan count, choose the Link type and enter the final address (not a short link, or each scan would be counted twice: as a scan and as a click).',
        })}
      </p>
    </div>
  );
};

/** Apart from QrEditPage, so /qr/new loads none of the code that reads a saved QR code. */
export const QrCreatePage = () => {
  const t = useT();
  const createQrCode = useResourceMutation(qrCodes.mutations.create);
  const navigate = useNavigate();
  const toast = useToast();
  const scope = useAccountScope();
  // Opened from a link's row: the code encodes that short link itself (decision 0027).
  const [searchParams] = useSearchParams();
  const fromLink = readQrFromLink(searchParams);
  return (
    <>
      <PageHeader
        title={t({ defaultMessage: 'New QR code' })}
        description={t({
          defaultMessage:
            'Pick what the code does, fill in its content and design it. The preview is drawn in your browser as you type.',
        })}
        actions={<ButtonLink to="/qr">{t({ defaultMessage: 'Back to QR codes' })}</ButtonLink>}
      />
      {fromLink && <FromLinkNote link={fromLink.text} name={fromLink.name} />}
      <QrDesigner
        // A different link in the address is a different code: start its form afresh.
        key={fromLink?.text}
        defaultValues={{ ...emptyQrFormValues(), ...fromLink }}
        submitLabel={t(CREATE_QR_CODE)}
        onSubmit={async (values, print) => {
          const input = toQrCreateInput(values);
          const created = await createQrCode.mutateAsync(input);
          // Kept before the code's page opens: real instances never report the content back.
          rememberQrDesign(scope, created.id, { ...designOf(input), print });
          toast.success(
            t(
              { defaultMessage: 'QR code {name} created.' },
              { name: values.name.trim() || created.link },
            ),
          );
          await navigate(`/qr/${created.id}`);
        }}
      />
    </>
  );
};
