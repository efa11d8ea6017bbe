import path from 'node:path';
import type { ComponentType } from 'react';
import { islandRegistry, islandUses } from '../../../src/gatsby/islands/registry';
import { islandHydrator } from '../../../src/islands/runtime';

const SRC = path.resolve(__dirname, '../../../src');

/**
 * The islands' runtime as the build makes it (src/gatsby/islands/registry.ts, runtimeEntry): `hydrateIsland` over the
 * components the views' `<Island>` elements name, found in the source as the build finds them.
 */
export const hydrateIsland: ReturnType<typeof islandHydrator> = (...args) => {
  const components = Object.fromEntries(
    [...islandRegistry(islandUses(SRC))].map(([name, { module, exported }]) => [
      name,
      jest.requireActual<Record<string, ComponentType<never>>>(module)[exported]!,
    ]),
  );
  islandHydrator(components)(...args);
};
