import { skipToken, type Query, type QueryCache, type QueryClient } from '@tanstack/react-query';

/**
 * What a render of the drawing app asked of its query cache. Every `useQuery` builds (or finds)
 * its query in the cache as it renders, on the server too, where nothing is fetched and no
 * observer subscribes: counting those builds tells exactly which answers the page read, and
 * which it asked for and did not get.
 */
export class QueryReads {
  private readonly read = new Set<string>();

  constructor(private readonly queryClient: QueryClient) {
    const cache = queryClient.getQueryCache();
    const build: QueryCache['build'] = cache.build.bind(cache);
    cache.build = (client, options, state) => {
      const query = build(client, options, state);
      this.read.add(query.queryHash);
      return query;
    };
  }

  /** Starts counting a new render. */
  reset(): void {
    this.read.clear();
  }

  /** The hashes of the queries the last render read. */
  get hashes(): ReadonlySet<string> {
    return this.read;
  }

  /** Queries the last render read that no one has fetched: the ones a second render needs. */
  unfetched(): Query[] {
    return this.queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => this.read.has(query.queryHash) && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && wanted(query));
  }

  /** Resolves once no query is being fetched. */
  settled(): Promise<void> {
    const client = this.queryClient;
    return new Promise((resolve) => {
      if (client.isFetching() === 0) return resolve();
      const stop = client.getQueryCache().subscribe(() => {
        if (client.isFetching() > 0) return;
        stop();
        resolve();
      });
    });
  }
}

/**
 * A query its observer would fetch: not switched off and not skipped (`skipToken`). The query
 * keeps the options of the `useQuery` that built it, `enabled` among them (a boolean throughout
 * the app), though its type does not name it.
 */
function wanted(query: Query): boolean {
  const enabled: unknown = Reflect.get(query.options, 'enabled');
  return enabled !== false && query.options.queryFn !== undefined && query.options.queryFn !== skipToken;
}
