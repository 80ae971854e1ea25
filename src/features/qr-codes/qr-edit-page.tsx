import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/feedback/toast';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/ui/button';
import { useApiClient } from '../route-context';
import { qrQueries, useUpdateQrCode } from './qr-codes-queries';
import { QrDesigner } from './qr-form';
import { toQrUpdateInput } from './qr-form-input';
import { formValuesFromQr } from './qr-form-model';
import { useQrId } from './qr-id';

export const QrEditPage = () => {
  const client = useApiClient();
  const id = useQrId();
  const { data } = useSuspenseQuery(qrQueries.detail(client, id));
  const updateQrCode = useUpdateQrCode();
  const navigate = useNavigate();
  const toast = useToast();
  const { values, isTypeKnown, isDataKnown, isStyleKnown } = formValuesFromQr(data.qr);
  const title = data.qr.name || `QR code ${id}`;
  return (
    <>
      <PageHeader
        title={`Edit ${title}`}
        description="Change the content, colours or logo. The printed code keeps working: dynamic codes keep their short link."
        actions={<ButtonLink to={`/qr/${id}`}>Back to statistics</ButtonLink>}
      />
      <QrDesigner
        defaultValues={values}
        edit={{ shortLink: data.qr.link, isTypeKnown, isDataKnown, isStyleKnown }}
        submitLabel="Save changes"
        onSubmit={async (submitted) => {
          const input = toQrUpdateInput(submitted, {
            background: isStyleKnown || submitted.background !== values.background,
            foreground: isStyleKnown || submitted.foreground !== values.foreground,
            logo: isStyleKnown || data.qr.logo !== undefined || submitted.logo !== values.logo,
          });
          await updateQrCode.mutateAsync({ id, input });
          toast.success(`${title} saved.`);
          await navigate(`/qr/${id}`);
        }}
      />
    </>
  );
};
