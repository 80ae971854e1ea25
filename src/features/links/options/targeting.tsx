import { Fragment, useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  COUNTRY_CODES,
  countryName,
  DEVICES,
  LANGUAGE_CODES,
  languageName,
} from '../../../api/link-options';
import { SourceNote, type SectionProps } from '../option-section';
import { OptionRows } from './option-rows';

/** Country, device and language rows, each sending its visitors to their own address. */
export const TargetingSection = ({ start }: SectionProps) => {
  const countriesId = useId();
  const languagesId = useId();
  const destination = useWatch({ name: 'url' }) as string;
  return (
    <>
      <p className="text-sm">
        The first matching row decides (country, then device, then language); everyone else goes to{' '}
        <span className="break-all font-medium">{destination || 'the destination'}</span>.
      </p>
      <datalist id={countriesId}>
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </datalist>
      <datalist id={languagesId}>
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </datalist>
      {[
        {
          name: 'geotarget',
          heading: 'By country',
          noun: 'country target',
          listId: countriesId,
          first: { key: 'location', label: 'Country', hint: 'Its name or ISO code (CA, DE, US).' },
          address: 'Country address',
        } as const,
        {
          name: 'devicetarget',
          heading: 'By device',
          noun: 'device target',
          first: {
            key: 'device',
            label: 'Device',
            choices: DEVICES.map((device) => ({ value: device, label: device })),
          },
          address: 'Device address',
        } as const,
        {
          name: 'languagetarget',
          heading: 'By language',
          noun: 'language target',
          listId: languagesId,
          first: { key: 'language', label: 'Language', hint: 'Two-letter code (en, de, fr).' },
          address: 'Language address',
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
