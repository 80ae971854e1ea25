import { useState } from 'react';
import { SettingCheckbox } from '../../components/form/checkbox-field';
import { useT } from '../../components/i18n/use-t';
import { keepDeviceDataWords, useDeviceData } from '../../resources/session';

/**
 * The setting "Keep data on this device to save requests" on the Account page (see
 * docs/decisions/0008-budget-aware-data-engine.md): it applies at once; off wipes what this account
 * kept here.
 */
export const KeepDeviceData = () => {
  const t = useT();
  const deviceData = useDeviceData();
  const [isKeeping, setIsKeeping] = useState(deviceData.isKeeping);
  return (
    <SettingCheckbox
      {...keepDeviceDataWords(t)}
      checked={isKeeping}
      onChange={(keep) => {
        setIsKeeping(keep);
        void deviceData.setKeeping(keep);
      }}
    />
  );
};
