// Browser component tests render with the real tokens and utilities, and with motion off like Storybook.
import '../../packages/ui/src/styles/index.css';

document.documentElement.setAttribute('data-motion', 'off');
