import { PlaceholderPage } from '../../components/layout/placeholder-page';

export const OverlaysPage = () => (
  <PlaceholderPage title="CTA overlays">
    <p>
      Call-to-action overlays shown on your short links. This page arrives with the overlays issue.
    </p>
  </PlaceholderPage>
);
