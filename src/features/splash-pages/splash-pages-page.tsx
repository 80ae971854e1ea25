import { PlaceholderPage } from '../../components/layout/placeholder-page';

export const SplashPagesPage = () => (
  <PlaceholderPage title="Splash pages">
    <p>
      Custom splash pages shown before a redirect. This page arrives with the splash pages issue.
    </p>
  </PlaceholderPage>
);
