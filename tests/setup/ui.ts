// Browser component tests render with the real tokens and utilities, and with motion off like Storybook.
import '../../packages/ui/src/styles/index.css';
import { beforeEach } from 'vitest';
import { fontsLoaded } from './fonts';

document.documentElement.setAttribute('data-motion', 'off');

// Tests that measure layout measure it in the typeface people see once the swap is done, not in its fallback.
beforeEach(fontsLoaded);
