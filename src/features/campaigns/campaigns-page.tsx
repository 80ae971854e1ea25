import { PlaceholderPage } from '../../components/layout/placeholder-page';

export const CampaignsPage = () => (
  <PlaceholderPage title="Campaigns">
    <p>
      Group short links into campaigns with a rotator URL. This page arrives with the campaigns
      issue.
    </p>
  </PlaceholderPage>
);
