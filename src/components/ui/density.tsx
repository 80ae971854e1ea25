import { useSyncExternalStore } from 'react';
import { readDevicePreference, writeDevicePreference } from '../../lib/device-preference';
import { defineMessage, type Message } from '../../lib/i18n';
import { useT } from '../i18n/use-t';

export type Density = 'compact' | 'comfortable';

const DENSITY = 'linkdeck.list-density';

/** Compact unless this device chose comfortable: a list should fit a screen. */
const readDensity = (): Density =>
  readDevicePreference(DENSITY) === 'comfortable' ? 'comfortable' : 'compact';

const listeners = new Set<() => void>();

/** For `useSyncExternalStore`: a choice made in this tab, or in another tab of this browser. */
const subscribe = (onChange: () => void): (() => void) => {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
};

const writeDensity = (density: Density) => {
  writeDevicePreference(DENSITY, density === 'compact' ? null : density);
  for (const listener of listeners) listener();
};

/** How tall the rows of every list are, as chosen on this device (every tab follows a change). */
export const useDensity = (): Density =>
  useSyncExternalStore(subscribe, readDensity, () => 'compact');

const choices: { value: Density; label: Message }[] = [
  {
    value: 'compact',
    label: defineMessage({ defaultMessage: 'Compact', description: 'Rows of a list: short' }),
  },
  {
    value: 'comfortable',
    label: defineMessage({ defaultMessage: 'Comfortable', description: 'Rows of a list: tall' }),
  },
];

/** "Rows: Compact | Comfortable", two radio buttons kept on this device for every list. */
export const DensityToggle = () => {
  const t = useT();
  const density = useDensity();
  return (
    <fieldset className="flex items-center gap-2 text-sm">
      <legend className="float-start me-1 text-gray-700 dark:text-gray-300">
        {t({
          defaultMessage: 'Rows',
          description: 'The height of the rows of every list: Compact or Comfortable',
        })}
      </legend>
      <div className="inline-flex rounded-md border border-gray-300 p-0.5 dark:border-gray-600">
        {choices.map(({ value, label }) => (
          <label
            key={value}
            className="cursor-pointer rounded px-2.5 py-1 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:has-checked:bg-brand-500 dark:has-checked:text-gray-950"
          >
            <input
              type="radio"
              name="list-density"
              value={value}
              checked={density === value}
              onChange={() => writeDensity(value)}
              className="sr-only"
            />
            {t(label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
};
