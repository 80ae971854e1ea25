import { lazy, Suspense, useId, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError, isApiError } from '../../api/errors';
import { isStaticQrType, QR_TYPE_ORDER, qrTypes, type QrType } from '../../api/qr-types';
import { ColorField } from '../../components/form/color-field';
import { Form } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import type { ServerErrorTargets } from '../../components/form/server-errors';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { qrFormSchema, toFormPath } from './qr-form-input';
import {
  colorsForPreview,
  DEFAULT_BACKGROUND,
  DEFAULT_FOREGROUND,
  DEFAULT_LOGO_SIZE,
  describeCode,
  encodedValue,
  type QrFormType,
  type QrFormValues,
} from './qr-form-model';
import { AsPrintedPreview } from './qr-as-printed-preview';
import { QrCapacityMeter } from './qr-capacity-meter';
import { QrPreview, QrServiceImage, SAMPLE_PENDING } from './qr-preview';
import { QrSample } from './qr-sample';
import { checkScannability, logoCoverage } from './qr-scannability';
import { preloadFieldControls, QrTypeFields } from './qr-type-fields';
import { DEFAULT_PRINT, printLevelOf, type QrPrintDesign } from '../../lib/qr-print-design';
import type { QrEditNotes } from './qr-edit-notes';
import { useT } from '../../components/i18n/use-t';
import { t } from '../../lib/i18n';

// Shown once there is something to encode, so a new code's page loads it only then.
const QrShareActions = lazy(async () => ({
  default: (await import('./qr-share-actions')).QrShareActions,
}));
// Only an edit of a code the service draws itself offers its image to save.
const ServiceDownload = lazy(async () => ({
  default: (await import('./qr-service-download')).ServiceDownload,
}));
// The print options load when they are opened (or reached by pointer or focus), the framed
// drawing when a frame is chosen: a designer that never prints loads neither.
const loadPrintOptions = () => import('./qr-print-options');
const preloadPrintOptions = () => void loadPrintOptions();
const QrPrintOptions = lazy(async () => ({ default: (await loadPrintOptions()).QrPrintOptions }));
// Only a failed save needs it: it loads once the designer is used (focus), before any save.
const loadServerErrors = () => import('../../components/form/server-errors');
const preloadServerErrors = () => void loadServerErrors();

/** Whether a kept design asks for more than the plain code, so its options open with it. */
const isPrintDesigned = (print: QrPrintDesign) =>
  print.frame !== 'none' || print.level !== undefined;

/** What an edit knows about the stored code; real instances may not send type, data or style. */
export interface QrEditContext {
  /** The address a dynamic code opens; null when the server does not give it. */
  shortLink: string | null;
  /** The service's own image of the saved code (real instances link it). */
  imageUrl: string | null;
  isTypeKnown: boolean;
  isDataKnown: boolean;
  isStyleKnown: boolean;
  /** The words only an edit shows (qr-edit-notes.ts), so /qr/new does not carry them. */
  notes: QrEditNotes;
}

export interface QrDesignerProps {
  defaultValues: QrFormValues;
  /** Present when editing a saved code. */
  edit?: QrEditContext;
  /** Frame and print choices this device kept for the code (qr-designs.ts). */
  defaultPrint?: QrPrintDesign;
  /** A new code of a link's short URL (decision 0027): its type and content are fixed. */
  fromLink?: { text: string; name: string };
  /** A new code: offers "Reset design"; true when it starts from the last design saved here. */
  create?: { isFromLastDesign: boolean };
  /** Resolves when saved; a rejection's field errors land on the fields, input stays. */
  onSubmit: (values: QrFormValues, print: QrPrintDesign) => Promise<unknown>;
  submitLabel: string;
}

const TypePicker = () => {
  const id = useId();
  const { register } = useFormContext<QrFormValues>();
  return (
    <div
      className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3"
      onPointerEnter={preloadFieldControls}
      onFocus={preloadFieldControls}
    >
      {QR_TYPE_ORDER.map((type) => (
        <label
          key={type}
          className="flex cursor-pointer gap-3 rounded-lg border border-gray-300 bg-white p-3 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-gray-600 dark:bg-gray-900"
        >
          <input
            type="radio"
            value={type}
            {...register('type')}
            aria-labelledby={`${id}-${type}`}
            aria-describedby={`${id}-${type}-note`}
            className="mt-1 size-4 accent-brand-600"
          />
          <span>
            <span id={`${id}-${type}`} className="block text-sm font-semibold">
              {t(qrTypes[type].label)}
            </span>
            <span
              id={`${id}-${type}-note`}
              className="block text-sm text-gray-700 dark:text-gray-300"
            >
              {t(qrTypes[type].description)} {scanNote(type)}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
};

/** The type of a code made from a link: its short link, counted as the link's clicks. */
const FromLinkType = ({ link }: { link: string }) => (
  <div className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
    <p>
      <strong className="text-gray-900 dark:text-gray-100">
        {t({ defaultMessage: 'Short link', description: 'the type of a QR code made from a link' })}
      </strong>
      .{' '}
      {t(
        {
          defaultMessage:
            'A code of {link} itself: each scan is counted as a click of the link, not as a scan of the code.',
        },
        { link },
      )}
    </p>
    <p>
      <Link
        to="/qr/new"
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
      >
        {t({ defaultMessage: 'Make another kind of code instead' })}
      </Link>
    </p>
  </div>
);

/** What "Reset design" puts back: the colours and logo of a new code. */
const DEFAULT_DESIGN = {
  foreground: DEFAULT_FOREGROUND,
  background: DEFAULT_BACKGROUND,
  logo: '',
  logoSize: DEFAULT_LOGO_SIZE,
} as const;

/** A message that belongs to no single field: `root.<type>` (the content) or `root.form`. */
const RootError = ({ name }: { name: string }) => {
  const { errors } = useFormState<QrFormValues>();
  const message = errors.root?.[name]?.message;
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  ) : null;
};

const scanNote = (type: QrType): string =>
  isStaticQrType(type)
    ? t({ defaultMessage: 'Works offline; scans are not counted.' })
    : t({ defaultMessage: 'Goes through your short link; scans are counted.' });

/** The fields of the chosen type (its record in api/qr-types), and how full a static code is. */
const ContentFields = ({
  type,
  payload,
  hasLogo,
  edit,
}: {
  type: QrFormType;
  payload: string | null;
  hasLogo: boolean;
  edit?: QrEditContext;
}) =>
  type === '' ? (
    // No type is chosen only in an edit.
    <p className="text-sm text-gray-700 dark:text-gray-300">{edit?.notes.keepsContent}</p>
  ) : (
    <>
      <RootError name={type} />
      <QrTypeFields type={type} />
      {isStaticQrType(type) && <QrCapacityMeter payload={payload} hasLogo={hasLogo} />}
    </>
  );

/** API field paths of a failed save → this form's fields (`data.pass` → `wifi.pass`). */
const onFormFields = (error: unknown, type: QrFormType): unknown =>
  isApiError(error) && error.fields
    ? new ApiError(error.message, {
        status: error.status,
        fields: Object.fromEntries(
          Object.entries(error.fields).map(([key, message]) => [toFormPath(type, key), message]),
        ),
      })
    : error;

/** Every field a server error may name for this type. */
const fieldNamesFor = (type: QrFormType): ServerErrorTargets<QrFormValues> => {
  const style: ServerErrorTargets<QrFormValues> = ['name', 'foreground', 'background', 'logo'];
  if (type === '') return [...style, 'root.form'];
  // The paths of the type's own fields (`wifi.pass`, or `text` for a one-text draft).
  const content = qrTypes[type].fields.map(({ key }) => (key ? `${type}.${key}` : type));
  return [...style, ...(content as ServerErrorTargets<QrFormValues>), `root.${type}`, 'root.form'];
};

/** The designer: type, content, colours and logo on the left; the live preview on the right. */
export const QrDesigner = ({
  defaultValues,
  defaultPrint = DEFAULT_PRINT,
  edit,
  fromLink,
  create,
  onSubmit,
  submitLabel,
}: QrDesignerProps) => {
  const t = useT();
  const [print, setPrint] = useState(defaultPrint);
  const [resetCount, setResetCount] = useState(0);
  const [isPrintOpen, setIsPrintOpen] = useState(() => isPrintDesigned(defaultPrint));
  const form = useSchemaForm(qrFormSchema(edit ? 'edit' : 'create'), defaultValues, {
    mode: 'onTouched',
  });
  // The preview follows every keystroke, so the designer renders on every change.
  useWatch({ control: form.control });
  const values = form.getValues();
  const headingId = useId();
  const type = values.type;
  const shortLink = edit?.shortLink ?? null;
  const encoded = encodedValue(values, shortLink);
  const colors = colorsForPreview(values);
  const hasLogo = values.logo.trim() !== '';
  const logoSize = hasLogo ? values.logoSize : 0;
  const level = printLevelOf(print, hasLogo);
  const warnings = checkScannability({
    foreground: values.foreground,
    background: values.background,
    logoSize,
    level,
  });

  const preview = t({ defaultMessage: 'Preview', description: 'heading' });

  const submit = async (submitted: QrFormValues) => {
    try {
      await onSubmit(submitted, print);
    } catch (error) {
      const { applyServerErrors } = await loadServerErrors();
      applyServerErrors(
        onFormFields(error, submitted.type),
        form.setError,
        fieldNamesFor(submitted.type),
      );
    }
  };

  const resetDesign = () => {
    for (const [name, value] of Object.entries(DEFAULT_DESIGN))
      form.setValue(name as keyof typeof DEFAULT_DESIGN, value, { shouldDirty: true });
    setPrint(DEFAULT_PRINT);
    setResetCount((count) => count + 1);
  };

  // The preview and every option come before the submit button, on phones (one column) and in
  // tab order; wide screens put the preview beside the fields.
  return (
    <div onFocus={preloadServerErrors}>
      <Form form={form} onSubmit={submit} aria-labelledby={headingId} className="space-y-8">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto]">
          <div className="min-w-0 space-y-8">
            <h2 id={headingId} className="sr-only">
              {t({ defaultMessage: 'QR code details' })}
            </h2>
            <fieldset className="space-y-3">
              <legend className="text-base font-semibold">
                {t({ defaultMessage: 'Type', description: 'heading: the kind of QR code' })}
              </legend>
              {fromLink ? (
                <FromLinkType link={fromLink.text} />
              ) : edit?.isTypeKnown && type !== '' ? (
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  <strong>{t(qrTypes[type].label)}</strong>. {scanNote(type)} {edit.notes.fixedType}
                </p>
              ) : (
                <>
                  {edit && (
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      {edit.notes.unknownType}
                    </p>
                  )}
                  <TypePicker />
                </>
              )}
            </fieldset>

            <fieldset className="space-y-3">
              <legend className="text-base font-semibold">
                {t({ defaultMessage: 'Content', description: 'heading: what the code holds' })}
              </legend>
              {edit && !edit.isDataKnown && type !== '' && (
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {edit.notes.unknownContent}
                </p>
              )}
              {fromLink ? (
                <p className="text-sm break-words text-gray-700 dark:text-gray-300">
                  {t(
                    { defaultMessage: 'The code holds the short link {link}.' },
                    { link: fromLink.text },
                  )}
                </p>
              ) : (
                <ContentFields type={type} payload={encoded} hasLogo={hasLogo} edit={edit} />
              )}
            </fieldset>

            <fieldset className="space-y-3">
              <legend className="text-base font-semibold">
                {t({ defaultMessage: 'Design', description: 'heading: colours and logo' })}
              </legend>
              {edit && !edit.isStyleKnown && (
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {edit.notes.unknownStyle}
                </p>
              )}
              {create && (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
                    {resetCount > 0
                      ? t({ defaultMessage: 'Design back to the defaults.' })
                      : create.isFromLastDesign
                        ? t({
                            defaultMessage:
                              'Starts from the design of the last code you saved on this device.',
                          })
                        : t({ defaultMessage: 'The default design.' })}
                  </p>
                  <Button size="sm" onClick={resetDesign}>
                    {t({ defaultMessage: 'Reset design' })}
                  </Button>
                </div>
              )}
              <div className="grid gap-3 sm:grid-cols-2">
                <ColorField
                  name="foreground"
                  label={t({ defaultMessage: 'Foreground colour' })}
                  fallback="#000000"
                  isRequired
                />
                <ColorField
                  name="background"
                  label={t({ defaultMessage: 'Background colour' })}
                  fallback="#FFFFFF"
                  isRequired
                />
              </div>
              <TextField
                name="logo"
                label={t({ defaultMessage: 'Logo URL' })}
                type="url"
                inputMode="url"
                placeholder="https://example.com/logo.png"
                hint={t({
                  defaultMessage:
                    'An http(s) address of a .png or .jpg image. The service adds it to the code; the preview shows a grey square where it goes.',
                })}
              />
              {hasLogo && (
                <div className="space-y-1">
                  <label htmlFor={`${headingId}-logo-size`} className="block text-sm font-medium">
                    {t(
                      {
                        defaultMessage:
                          'Logo size: {size, number, percent} of the width (covers {coverage, number, percent} of the code)',
                      },
                      { size: values.logoSize, coverage: logoCoverage(values.logoSize) },
                    )}
                  </label>
                  <input
                    id={`${headingId}-logo-size`}
                    type="range"
                    min={0.1}
                    max={0.5}
                    step={0.02}
                    {...form.register('logoSize', { valueAsNumber: true })}
                    className="w-full accent-brand-600"
                  />
                  <p className="text-sm text-gray-600 dark:text-gray-400">
                    {t({
                      defaultMessage:
                        'For planning your print: the check warns above 20% coverage. Not sent to the API.',
                    })}
                  </p>
                </div>
              )}
            </fieldset>

            {edit ? (
              <div className="space-y-1 text-sm">
                <p>
                  <span className="font-medium">{edit.notes.nameLabel}</span>{' '}
                  <span className="break-all">{values.name || edit.notes.noName}</span>
                </p>
                <p className="text-gray-600 dark:text-gray-400">{edit.notes.keepsName}</p>
              </div>
            ) : (
              <TextField
                name="name"
                label={t({ defaultMessage: 'Name', description: 'the QR code’s name' })}
                hint={t({
                  defaultMessage: 'Shown in your list and used for downloaded file names.',
                })}
              />
            )}

            <RootError name="form" />
          </div>

          <aside
            aria-label={preview}
            className="space-y-4 lg:sticky lg:top-20 lg:w-80 lg:self-start"
          >
            <h2 className="text-base font-semibold">{preview}</h2>
            {!encoded && edit?.imageUrl ? (
              <div className="space-y-2">
                <span className="inline-block rounded-md border border-gray-200 p-2 dark:border-gray-700">
                  <QrServiceImage src={edit.imageUrl} alt={edit.notes.savedImageAlt} size={224} />
                </span>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {edit.notes.savedImageNote}
                </p>
                <Suspense fallback={null}>
                  <ServiceDownload
                    href={edit.imageUrl}
                    name={values.name}
                    fallbackFileName="qr-code"
                  />
                </Suspense>
              </div>
            ) : type === '' ? (
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {/* No type is chosen only in an edit. */}
                {edit?.notes.notDrawable}
              </p>
            ) : (
              <>
                <QrPreview
                  value={encoded}
                  Sample={QrSample}
                  label={describeCode(values, encoded)}
                  foreground={colors.foreground}
                  background={colors.background}
                  logoSize={logoSize}
                  pendingMessage={
                    isStaticQrType(type)
                      ? t({ defaultMessage: 'Fill in the content to see the code' })
                      : t(SAMPLE_PENDING)
                  }
                />
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {fromLink
                    ? t({
                        defaultMessage:
                          'A phone that scans this code opens the short link directly: each scan is counted once, as a click of the link.',
                      })
                    : isStaticQrType(type)
                      ? t({
                          defaultMessage:
                            'This code holds its content itself: it works without the service, and its scans are not counted.',
                        })
                      : edit
                        ? shortLink
                          ? edit.notes.opensLink(shortLink)
                          : edit.notes.opensShortLink
                        : t({
                            defaultMessage:
                              'Once saved, this code encodes its own short link, which counts each scan.',
                          })}
                </p>
              </>
            )}
            <div
              role="status"
              aria-label={t({ defaultMessage: 'Scannability' })}
              className="space-y-2"
            >
              {warnings.length === 0 ? (
                <p className="text-sm text-green-800 dark:text-green-300">
                  {t({ defaultMessage: 'Colours and logo look scannable.' })}
                </p>
              ) : (
                <ul className="space-y-2">
                  {warnings.map((warning) => (
                    <li
                      key={warning.code}
                      className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
                    >
                      <span className="font-semibold">{t({ defaultMessage: 'Warning:' })} </span>
                      {warning.message}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {type !== '' && (
              <details
                open={isPrintOpen}
                onToggle={(event) => setIsPrintOpen(event.currentTarget.open)}
                className="space-y-3"
              >
                <summary
                  className="cursor-pointer text-base font-semibold"
                  onPointerEnter={preloadPrintOptions}
                  onFocus={preloadPrintOptions}
                >
                  {t({ defaultMessage: 'Print: frame, call to action, error correction' })}
                </summary>
                {isPrintOpen && (
                  <Suspense
                    fallback={
                      <p className="text-sm text-gray-600 dark:text-gray-400">
                        {t({ defaultMessage: 'Loading the print options…' })}
                      </p>
                    }
                  >
                    <QrPrintOptions print={print} onChange={setPrint} hasLogo={hasLogo} />
                  </Suspense>
                )}
              </details>
            )}
            {encoded && print.frame !== 'none' && (
              // The preview above says when the code cannot be drawn.
              <AsPrintedPreview
                value={encoded}
                foreground={colors.foreground}
                background={colors.background}
                level={level}
                print={print}
                className="h-auto w-56"
              />
            )}
            {encoded && (
              <Suspense fallback={null}>
                <QrShareActions
                  value={encoded}
                  name={values.name}
                  foreground={colors.foreground}
                  background={colors.background}
                  level={level}
                  hasLogo={hasLogo}
                  print={print}
                  onWidthChange={(widthCm) => setPrint((current) => ({ ...current, widthCm }))}
                />
              </Suspense>
            )}
          </aside>
        </div>
        <FormActions submitLabel={submitLabel} />
      </Form>
    </div>
  );
};
