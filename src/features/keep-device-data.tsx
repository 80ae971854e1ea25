import { useId, useState } from 'react';
import { useDeviceData } from './route-context';

/**
 * The setting "Keep data on this device to save requests" (decision 0008), on the sign-in
 * form and the Account page. It applies at once; off wipes what this account kept here.
 */
export const KeepDeviceData = () => {
  const deviceData = useDeviceData();
  const [isKeeping, setIsKeeping] = useState(deviceData.isKeeping);
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded border-gray-300 accent-brand-600 dark:border-gray-600 dark:accent-brand-400"
          aria-describedby={`${id}-hint`}
          checked={isKeeping}
          onChange={(event) => {
            setIsKeeping(event.target.checked);
            void deviceData.setKeeping(event.target.checked);
          }}
        />
        <label htmlFor={id} className="text-sm font-medium">
          Keep data on this device to save requests
        </label>
      </div>
      <p id={`${id}-hint`} className="ml-7 text-sm text-gray-600 dark:text-gray-400">
        Pages open again without using your API budget, for up to 24 hours. Never your API key;
        removed when you sign out.
      </p>
    </div>
  );
};
