// Since Storybook 10.3 the Vitest addon applies this folder's preview annotations, and those of every addon in
// main.ts (addon-a11y included), by itself. It stops doing so when this file calls Storybook's own
// project-annotations setter, so do not add that call here. The file stays because vitest.config.ts lists it.
export {};
