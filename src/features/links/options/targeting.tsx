import { Fragment, useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  COUNTRY_CODES,
  countryName,
  DEVICES,
  LANGUAGE_CODES,
  languageName,
} from '../../../api/link-options';
import { useT } from '../../../components/i18n/use-t';
import { currentLocale } from '../../../lib/i18n';
import { SourceNote, type SectionProps } from '../option-section';
import { OptionRows } from './option-rows';

/** Country, device and language rows, each sending its visitors to their own address. */
export const TargetingSection = ({ start }: SectionProps) => {
  const t = useT();
  const countriesId = useId();
  const languagesId = useId();
  const destination = useWatch({ name: 'url' }) as string;
  return (
    <>
      <p className="text-sm break-words">
        {destination
          ? t(
              {
                defaultMessage:
                  'The first matching row decides (country, then device, then language); everyone else goes to {destination}.',
                description: 'destination: the link’s destination URL',
              },
              { destination },
            )
          : t({
              defaultMessage:
                'The first matching row decides (country, then device, then language); everyone else goes to the destination.',
            })}
      </p>
      <datalist id={countriesId}>
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {countryName(code, currentLocale())}
          </option>
        ))}
      </datalist>
      <datalist id={languagesId}>
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code}>
            {languageName(code, currentLocale())}
          </option>
        ))}
      </datalist>
      {[
        {
          name: 'geotarget',
          heading: t({ defaultMessage: 'By country' }),
          listId: countriesId,
          first: {
            key: 'location',
            label: t({ defaultMessage: 'Country' }),
            hint: t({ defaultMessage: 'Its name or ISO code (CA, DE, US).' }),
          },
          address: t({ defaultMessage: 'Country address' }),
        } as const,
        {
          name: 'devicetarget',
          heading: t({ defaultMessage: 'By device' }),
          first: {
            key: 'device',
            label: t({ defaultMessage: 'Device' }),
            choices: DEVICES.map((device) => ({ value: device, label: device })),
          },
          address: t({ defaultMessage: 'Device address' }),
        } as const,
        {
          name: 'languagetarget',
          heading: t({ defaultMessage: 'By language' }),
          listId: languagesId,
          first: {
            key: 'language',
            label: t({ defaultMessage: 'Language', description: 'a visitor’s language' }),
            hint: t({ defaultMessage: 'Two-letter code (en, de, fr).' }),
          },
          address: t({ defaultMessage: 'Language address' }),
        } as const,
      ].map(({ heading, address, ...rows }) => (
        <Fragment key={rows.name}>
          <h3 className="text-sm font-medium">{heading}</h3>
          <OptionRows {...rows} second={{ key: 'link', label: address }} />
          <SourceNote source={start.sources[rows.name]} />
        </Fragment>
      ))}
    </>
  );
};
