import { PlaceholderPage } from '../../components/layout/placeholder-page';

export const PixelsPage = () => (
  <PlaceholderPage title="Pixels">
    <p>Tracking pixels for your short links. This page arrives with the pixels issue.</p>
  </PlaceholderPage>
);
