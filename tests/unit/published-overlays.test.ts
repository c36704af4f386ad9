// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_PUBLISHED_CONFIG_ELEMENT_ID } from '../../engine/core/page-data';

describe('a published language overlay in the web app', () => {
  it("replaces the bundled overlay when that language loads, over the version in force's English", async () => {
    const bundled = JSON.parse(readFileSync('config/locales/es-US/menus.json', 'utf8')) as { menus: { mainNav: { items: { label: string }[] } } };
    const english = JSON.parse(readFileSync('config/menus.json', 'utf8')) as { menus: { mainNav: { items: { id: string; label: string }[] } } };
    const index = english.menus.mainNav.items.findIndex((item) => item.id === 'move-money');
    english.menus.mainNav.items[index]!.label = 'Money Movement';
    bundled.menus.mainNav.items[index]!.label = 'Enviar dinero';
    const published = { version: 3, manifests: { 'menus.json': english, 'locales/es-US/menus.json': bundled } };
    document.body.innerHTML = `<script type="application/json" id="${PAGE_PUBLISHED_CONFIG_ELEMENT_ID}">${JSON.stringify(published)}</script>`;

    await (await import('../../src/web/published-config')).applyPublishedConfig();
    await (await import('../../src/web/locale/load-locale')).loadLocale('es-US');
    const { menusManifest } = await import('../../src/manifests');
    expect(menusManifest.menus.mainNav.items[index]?.label).toBe('Enviar dinero');
    // Another item keeps the bundled Spanish.
    expect(menusManifest.menus.mainNav.items[0]?.label).toBe(bundled.menus.mainNav.items[0]?.label);
  });
});
