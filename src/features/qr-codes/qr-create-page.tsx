import { lazy, useState } from 'react';
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
import { readLastQrDesign, rememberLastQrDesign } from '../../resources/qr-last-design';
import { lastDesignOf, lastDesignValues } from './qr-last-design-values';
import { CREATE_QR_CODE, emptyQrFormValues } from './qr-form-model';
import { useT } from '../../components/i18n/use-t';

// Said only when the code is made from a link (see docs/decisions/0027-qr-from-a-link.md): its
// words load with that page.
const FromLinkNote = lazy(async () => ({
  default: (await import('./qr-from-link-note')).FromLinkNote,
}));

/** Apart from QrEditPage, so /qr/new loads none of the code that reads a saved QR code. */
export const QrCreatePage = () => {
  const t = useT();
  const createQrCode = useResourceMutation(qrCodes.mutations.create);
  const navigate = useNavigate();
  const toast = useToast();
  const scope = useAccountScope();
  // Opened from a link's row: the code encodes that short link itself (see
  // docs/decisions/0027-qr-from-a-link.md).
  const [searchParams] = useSearchParams();
  const fromLink = readQrFromLink(searchParams);
  // A new code starts from the design of the last one saved here (read once per visit).
  const [last] = useState(() => readLastQrDesign(scope));
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
        defaultValues={{ ...emptyQrFormValues(), ...(last && lastDesignValues(last)), ...fromLink }}
        defaultPrint={last?.print}
        fromLink={fromLink ?? undefined}
        create={{ isFromLastDesign: last !== undefined }}
        submitLabel={t(CREATE_QR_CODE)}
        onSubmit={async (values, print) => {
          const input = toQrCreateInput(values);
          const created = await createQrCode.mutateAsync(input);
          // Kept before the code's page opens: real instances never report the content back.
          rememberQrDesign(scope, created.id, {
            ...designOf(input),
            logoSize: values.logoSize,
            print,
          });
          rememberLastQrDesign(scope, lastDesignOf(values, print));
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
