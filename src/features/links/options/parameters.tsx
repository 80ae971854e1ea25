import { useWatch } from 'react-hook-form';
import { useT } from '../../../components/i18n/use-t';
import { SourceNote, type SectionProps } from '../option-section';
import { OptionRows } from './option-rows';

/** The destination with the parameters set on it, as the visitor reaches it. */
export const finalDestination = (
  url: string,
  parameters: readonly { name: string; value: string }[],
): string => {
  try {
    const address = new URL(url.trim());
    for (const { name, value } of parameters)
      if (name.trim()) address.searchParams.set(name.trim(), value.trim());
    return address.href;
  } catch {
    return url;
  }
};

/** Name/value rows added to the destination, and the address a visitor reaches. */
export const ParametersSection = ({ start }: SectionProps) => {
  const t = useT();
  const [url, parameters] = useWatch({ name: ['url', 'parameters'] }) as [
    string,
    { name: string; value: string }[],
  ];
  return (
    <>
      <OptionRows
        name="parameters"
        first={{ key: 'name', label: t({ defaultMessage: 'Parameter name' }) }}
        second={{ key: 'value', label: t({ defaultMessage: 'Parameter value' }) }}
      />
      <p className="text-sm">
        <span className="font-medium">
          {t({ defaultMessage: 'Visitors reach:', description: 'label before an address' })}
        </span>{' '}
        <output className="break-all">{finalDestination(url, parameters)}</output>
      </p>
      <SourceNote source={start.sources.parameters} />
    </>
  );
};
