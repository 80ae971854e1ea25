import { PlaceholderPage } from '../../components/layout/placeholder-page';

export const LinksPage = () => (
  <PlaceholderPage title="Links">
    <p>Short links: create, search, edit and copy them. This page arrives with the links issue.</p>
  </PlaceholderPage>
);
