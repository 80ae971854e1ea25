import { useState } from 'react';
import { SettingCheckbox } from '../../components/form/checkbox-field';
import { KEEP_DEVICE_DATA, useDeviceData } from '../../resources/session';

/**
 * The setting "Keep data on this device to save requests" on the Account page (decision 0008):
 * it applies at once; off wipes what this account kept here.
 */
export const KeepDeviceData = () => {
  const deviceData = useDeviceData();
  const [isKeeping, setIsKeeping] = useState(deviceData.isKeeping);
  return (
    <SettingCheckbox
      {...KEEP_DEVICE_DATA}
      checked={isKeeping}
      onChange={(keep) => {
        setIsKeeping(keep);
        void deviceData.setKeeping(keep);
      }}
    />
  );
};
