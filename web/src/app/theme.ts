import { createSystem, defaultConfig, defineSlotRecipe } from '@chakra-ui/react';
import { dialogAnatomy } from '@chakra-ui/react/anatomy';

/** Dialogs move in 300 ms over a backdrop that fades in 150 ms (specification section 9). */
const dialog = defineSlotRecipe({
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: { _open: { animationDuration: '150ms' }, _closed: { animationDuration: '150ms' } },
    content: { _open: { animationDuration: '300ms' }, _closed: { animationDuration: '300ms' } },
  },
});

/**
 * Chakra's default theme with the dialogs' timing above and the contrast WCAG AA asks for (4.5:1 for normal text), found by the
 * axe-core scans: white on the default teal.600 buttons reads at 3.7:1 and the red.500 error texts
 * at 3.8:1; one shade darker passes.
 */
export const system = createSystem(defaultConfig, {
  theme: {
    slotRecipes: { dialog },
    semanticTokens: {
      colors: {
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } } },
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
      },
    },
  },
});
