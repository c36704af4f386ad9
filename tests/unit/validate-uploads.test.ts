import { afterEach, describe, expect, it } from 'vitest';
import { validateConfig } from '../../scripts/lib/config-validator/index';
import { screenEntries } from '../../screens/registry';
import { mutatedConfig } from '../fixtures/config/mutated-config';

const screenKeys = screenEntries.map((entry) => entry.key);
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

function validateWith(file: string, change: (data: any) => void) {
  const fixture = mutatedConfig(file, change);
  cleanups.push(fixture.cleanup);
  return validateConfig({ configDir: fixture.dir, screenKeys }).map((issue) => issue.message);
}

describe('config/upload-portals.json and config/products-and-more.json cross-checks', () => {
  it('name an unknown accepted type, a hand-off to an unknown target or route, and a portal that says neither upload nor hand-off', () => {
    const messages = validateWith('upload-portals.json', (data) => {
      data.consumer[0].acceptedTypes = ['pdf', 'exe'];
      data.consumer[3].handOff = { sso: 'nowhere', route: '/no/such/route' };
      delete data.business[1].delivery;
      data.consumer[4].delivery = 'upload';
    });
    expect(messages).toEqual([
      expect.stringContaining('config/upload-portals.json at /consumer/0/acceptedTypes/1: expected an id of uploads.fileTypes, found "exe"'),
      expect.stringContaining('config/upload-portals.json at /consumer/3/handOff/sso'),
      expect.stringContaining('config/upload-portals.json at /consumer/3/handOff/route: expected the path of a route in routes.json, found "/no/such/route"'),
      expect.stringContaining('config/upload-portals.json at /consumer/4/delivery: expected no delivery on an informational portal'),
      expect.stringContaining('config/upload-portals.json at /business/1/delivery: expected "upload" or "handOff"'),
    ]);
  });

  it('name a catalogue link to no route and an id used twice', () => {
    const messages = validateWith('products-and-more.json', (data) => {
      data.catalogue[0].to = '/nowhere';
      data.catalogue[1].id = data.catalogue[0].id;
    });
    expect(messages).toEqual([
      expect.stringContaining('config/products-and-more.json at /catalogue/0/to: expected the path of a route in routes.json, found "/nowhere"'),
      expect.stringContaining('config/products-and-more.json at /catalogue/1/id: expected an id not used before'),
    ]);
  });
});
