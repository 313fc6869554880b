/** What a section needs of its RTK Query result: the data, how the call stands, and a retry. */
export type QueryState<T> = {
  data?: T;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  refetch: () => unknown;
};
