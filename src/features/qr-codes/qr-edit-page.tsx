import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useToast } from '../../components/feedback/toast';
import { PageHeader } from '../../components/layout/page-header';
import { ButtonLink } from '../../components/ui/button';
import { useResourceMutation } from '../../resources/define-resource';
import { qrCodes, readQrId } from '../../resources/qr-codes';
import { useAccountScope, useApiClient } from '../../resources/session';
import { designAfterUpdate, designOf, rememberQrDesign } from '../../resources/qr-designs';
import { rememberLastQrDesign } from '../../resources/qr-last-design';
import { lastDesignOf } from './qr-last-design-values';
import { QrDesigner } from './qr-form';
import { toQrUpdateInput } from './qr-form-input';
import { formValuesFromQr } from './qr-form-model';
import { useKnownQr } from './qr-known';
import { EDIT_NAMED } from './qr-words';
import { qrEditNotes } from './qr-edit-notes';
import { useT } from '../../components/i18n/use-t';

export const QrEditPage = () => {
  const t = useT();
  const client = useApiClient();
  const id = readQrId(useParams());
  const { data } = useSuspenseQuery(qrCodes.queries.detail(client, id));
  const known = useKnownQr(data.qr);
  const { qr } = known;
  const updateQrCode = useResourceMutation(qrCodes.mutations.update);
  const navigate = useNavigate();
  const toast = useToast();
  const scope = useAccountScope();
  const { values, isTypeKnown, isDataKnown, isStyleKnown } = formValuesFromQr(qr);
  const title = qr.name || t({ defaultMessage: 'QR code {id}' }, { id });
  return (
    <>
      <PageHeader
        title={t(EDIT_NAMED, { name: title })}
        description={t({
          defaultMessage:
            'Change the content, colours or logo. Codes already printed keep working: a code that opens a short link keeps that link.',
        })}
        actions={
          <ButtonLink to={`/qr/${id}`}>{t({ defaultMessage: 'Back to statistics' })}</ButtonLink>
        }
      />
      <QrDesigner
        defaultValues={values}
        edit={{
          shortLink: known.shortLink,
          imageUrl: known.imageUrl,
          isTypeKnown,
          isDataKnown,
          isStyleKnown,
          notes: qrEditNotes(t),
        }}
        defaultPrint={known.print}
        submitLabel={t({ defaultMessage: 'Save changes' })}
        onSubmit={async (submitted, print) => {
          const input = toQrUpdateInput(submitted, {
            background: isStyleKnown || submitted.background !== values.background,
            foreground: isStyleKnown || submitted.foreground !== values.foreground,
            logo: isStyleKnown || qr.logo !== undefined || submitted.logo !== values.logo,
          });
          await updateQrCode.mutateAsync({ id, input });
          const design = designAfterUpdate(
            known.isContentKnown && qr.type
              ? {
                  ...designOf({
                    type: qr.type,
                    data: qr.data,
                    background: qr.background,
                    foreground: qr.foreground,
                    logo: qr.logo,
                  }),
                  date: qr.date,
                }
              : undefined,
            submitted.type,
            input,
          );
          if (design)
            rememberQrDesign(scope, id, { ...design, logoSize: submitted.logoSize, print });
          rememberLastQrDesign(scope, lastDesignOf(submitted, print));
          toast.success(t({ defaultMessage: '{name} saved.' }, { name: title }));
          await navigate(`/qr/${id}`);
        }}
      />
    </>
  );
};
