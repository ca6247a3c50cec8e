// The client's routes, named once.
export const paths = {
  home: '/',
} as const;
