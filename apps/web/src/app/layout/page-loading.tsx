import { Center, Loader } from '@mantine/core';

/** While a feature's page loads for the first time (its code is fetched on first visit). */
export function PageLoading() {
  return (
    <Center py="xl" data-testid="page-loading">
      <Loader size="sm" />
    </Center>
  );
}
