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

/** Apart from QrEditPage, so /qr/new loads none of the code that reads a saved QR code. */
export const QrCreatePage = () => {
  const createQrCode = useResourceMutation(qrCodes.mutations.create);
  const navigate = useNavigate();
  const toast = useToast();
  const scope = useAccountScope();
  // Opened from a link's row: the code points at that short link, so each scan is counted there too.
  const [searchParams] = useSearchParams();
  const fromLink = readQrFromLink(searchParams);
  return (
    <>
      <PageHeader
        title="New QR code"
        description="Pick what the code does, fill in its content and design it. The preview is drawn in your browser as you type."
        actions={<ButtonLink to="/qr">Back to QR codes</ButtonLink>}
      />
      <QrDesigner
        // A different link in the address is a different code: start its form afresh.
        key={fromLink?.link}
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
