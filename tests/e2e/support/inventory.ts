import routesFixture from '../../fixtures/routes.json';

export interface RouteEntry {
  path: string;
  title: string;
  sidebar: string | null;
}

/** The page inventory every build must serve (a copy of the spec's routes.json). */
export const inventory: RouteEntry[] = routesFixture.routes;
