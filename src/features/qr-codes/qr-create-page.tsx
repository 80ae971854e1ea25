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
import { emptyQrFormValues } from './qr-form-model';

/** What a code made from a link is, and where its scans are counted: said before it is made. */
const FromLinkNote = ({ link, name }: { link: string; name: string }) => (
  <div
    role="note"
    aria-label="How this code is counted"
    className="mb-6 max-w-prose rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-gray-800 dark:border-brand-800 dark:bg-gray-900 dark:text-gray-200"
  >
    <p>
      This makes a <strong>Text code that holds the short link {link}</strong> itself. A phone that
      scans it opens the short link directly, so each scan is counted once, as a click of{' '}
      {name ? `“${name}”` : 'that link'} on its statistics page; the code has no scan count of its
      own, and the link&apos;s options (password, targeting, expiry) still apply.
    </p>
    <p className="mt-2">
      For a code with its own scan count, choose the Link type and enter the final address (not a
      short link, or each scan would be counted twice: as a scan and as a click).
    </p>
  </div>
);

/** Apart from QrEditPage, so /qr/new loads none of the code that reads a saved QR code. */
export const QrCreatePage = () => {
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
        title="New QR code"
        description="Pick what the code does, fill in its content and design it. The preview is drawn in your browser as you type."
        actions={<ButtonLink to="/qr">Back to QR codes</ButtonLink>}
      />
      {fromLink && <FromLinkNote link={fromLink.text} name={fromLink.name} />}
      <QrDesigner
        // A different link in the address is a different code: start its form afresh.
        key={fromLink?.text}
        defaultValues={{ ...emptyQrFormValues(), ...fromLink }}
        submitLabel="Create QR code"
        onSubmit={async (values, print) => {
          const input = toQrCreateInput(values);
          const created = await createQrCode.mutateAsync(input);
          // Kept before the code's page opens: real instances never report the content back.
          rememberQrDesign(scope, created.id, { ...designOf(input), print });
          toast.success(`QR code ${values.name.trim() || created.link} created.`);
          await navigate(`/qr/${created.id}`);
        }}
      />
    </>
  );
};
