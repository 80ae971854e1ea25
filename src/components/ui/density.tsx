import { useSyncExternalStore } from 'react';
import {
  readDevicePreference,
  subscribeToDevicePreferences,
  writeDevicePreference,
} from '../../lib/device-preference';

export type Density = 'compact' | 'comfortable';

const DENSITY = 'list-density';

/** Compact unless this device chose comfortable: a list should fit a screen (issue 23). */
const readDensity = (): Density =>
  readDevicePreference(DENSITY) === 'comfortable' ? 'comfortable' : 'compact';

/** How tall the rows of every list are, as chosen on this device (every tab follows a change). */
export const useDensity = (): Density =>
  useSyncExternalStore(subscribeToDevicePreferences, readDensity, () => 'compact');

const choices: { value: Density; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'comfortable', label: 'Comfortable' },
];

/** "Rows: Compact | Comfortable", two radio buttons kept on this device for every list. */
export const DensityToggle = () => {
  const density = useDensity();
  return (
    <fieldset className="flex items-center gap-2 text-sm">
      <legend className="float-left me-1 text-gray-700 dark:text-gray-300">Rows</legend>
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
              onChange={() => writeDevicePreference(DENSITY, value === 'compact' ? null : value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
};
