export { cn } from './lib/cn';

// styles and theme

// primitives

// patterns

// layouts

// screens
