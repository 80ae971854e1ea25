import { PlaceholderPage } from '../../components/layout/placeholder-page';

export const ChannelsPage = () => (
  <PlaceholderPage title="Channels">
    <p>
      Organise links, bio pages and QR codes into channels. This page arrives with the channels
      issue.
    </p>
  </PlaceholderPage>
);
