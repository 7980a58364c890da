import routesFixture from '../../fixtures/routes.json';

export interface RouteEntry {
  path: string;
  title: string;
  sidebar: string | null;
}

/** The page inventory every build must serve: every path with its title and sidebar. */
export const inventory: RouteEntry[] = routesFixture.routes;
